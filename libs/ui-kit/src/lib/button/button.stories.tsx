import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save', variant: 'primary' },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'flat'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Flat: Story = { args: { variant: 'flat', children: 'Cancel' } };

export const Disabled: Story = { args: { disabled: true } };

export const Busy: Story = { args: { busy: true, children: 'Saving' } };

export const FlatBusy: Story = { args: { variant: 'flat', busy: true, children: 'Loading' } };

export const PrimaryDark: Story = { globals: { theme: 'dark' } };

export const FlatDark: Story = {
  args: { variant: 'flat', children: 'Cancel' },
  globals: { theme: 'dark' },
};

export const BusyDark: Story = { args: { busy: true }, globals: { theme: 'dark' } };
