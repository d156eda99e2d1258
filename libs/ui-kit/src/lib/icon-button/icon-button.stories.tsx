import { mdiDelete, mdiDownload, mdiViewModule } from '@mdi/js';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './icon-button';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: mdiDownload, label: 'Download' },
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
