import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from './toaster';

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  args: {
    regionLabel: 'Notifications',
    labels: { dismiss: 'Close', report: 'Report issue' },
    onDismiss: () => undefined,
    // Stories stay put: a clock that never fires.
    timers: { setTimeout: () => 0, clearTimeout: () => undefined },
    toasts: [{ id: '1', kind: 'success', message: 'Link copied to the clipboard' }],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const ErrorWithReport: Story = {
  args: {
    toasts: [
      { id: '2', kind: 'error', message: 'Could not delete "report.pdf": permission denied' },
    ],
    onReport: () => undefined,
  },
};

export const ErrorWithoutReport: Story = {
  args: { toasts: [{ id: '3', kind: 'error', message: 'Upload aborted' }] },
};

export const Stack: Story = {
  args: {
    onReport: () => undefined,
    toasts: [
      { id: 'a', kind: 'success', message: 'Settings updated' },
      { id: 'b', kind: 'error', message: 'Connection lost' },
      { id: 'c', kind: 'success', message: 'Copied 3 files' },
    ],
  },
};

export const StackDark: Story = {
  args: {
    onReport: () => undefined,
    toasts: [
      { id: 'a', kind: 'success', message: 'Settings updated' },
      { id: 'b', kind: 'error', message: 'Connection lost' },
    ],
  },
  globals: { theme: 'dark' },
};
