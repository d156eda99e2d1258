import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { value: 42.5, label: 'holiday.mp4' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const File: Story = {};

export const FileWithValue: Story = { args: { showValue: true } };

export const Empty: Story = { args: { value: 0, showValue: true } };

export const Complete: Story = { args: { value: 100, showValue: true } };

export const Global: Story = {
  args: { variant: 'global', label: 'Uploading', value: 63 },
  parameters: { layout: 'fullscreen' },
};

export const FileWithValueDark: Story = { args: { showValue: true }, globals: { theme: 'dark' } };
