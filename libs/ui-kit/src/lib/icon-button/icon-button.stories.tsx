import { mdiDelete, mdiDownload, mdiViewModule } from '@mdi/js';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './icon-button';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: mdiDownload, label: 'Download' },
  parameters: {
    docs: {
      description: {
        component:
          'A round header action named by its `label` (also its tooltip). `badge` adds a count to the icon and to the name ("Download 3"). `showLabel` writes the label beside the icon (the entries of the narrow header\'s "more" menu); the name is then the text shown, count included.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithBadge: Story = { args: { badge: 3 } };

export const Pressed: Story = {
  args: { icon: mdiViewModule, label: 'Switch view', 'aria-pressed': true },
};

export const Disabled: Story = { args: { icon: mdiDelete, label: 'Delete', disabled: true } };

export const Labelled: Story = { args: { showLabel: true, badge: 12 } };

export const WithBadgeDark: Story = { args: { badge: 3 }, globals: { theme: 'dark' } };
