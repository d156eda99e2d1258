import { mdiAlertCircleOutline, mdiCloudOffOutline, mdiFolder, mdiMagnify } from '@mdi/js';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './icon';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { path: mdiFolder },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};

export const Labelled: Story = { args: { path: mdiMagnify, label: 'Search' } };

export const Large: Story = { args: { path: mdiCloudOffOutline, size: '4rem' } };

export const Coloured: Story = {
  render: (args) => (
    <span style={{ color: 'var(--red)' }}>
      <Icon {...args} path={mdiAlertCircleOutline} label="Error" />
    </span>
  ),
};

export const DecorativeDark: Story = { globals: { theme: 'dark' } };
