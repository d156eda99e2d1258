import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingScreen } from './loading-screen';

const meta = {
  title: 'Components/LoadingScreen',
  component: LoadingScreen,
  args: { label: 'Loading…', fullscreen: false },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Fullscreen: Story = {
  args: { fullscreen: true },
  parameters: { layout: 'fullscreen' },
};

export const Done: Story = { args: { done: true } };

export const LoadingDark: Story = { globals: { theme: 'dark' } };
