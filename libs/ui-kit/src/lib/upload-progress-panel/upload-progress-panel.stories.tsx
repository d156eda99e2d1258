import type { Meta, StoryObj } from '@storybook/react-vite';
import { UploadProgressPanel } from './upload-progress-panel';

const meta = {
  title: 'Components/UploadProgressPanel',
  component: UploadProgressPanel,
  args: {
    title: 'Uploading 3 files',
    speed: '1.25 MB/s',
    eta: '00:01:20 remaining',
    percent: 37.5,
    bytes: '16.87 MB / 45.00 MB',
    expanded: false,
    onToggle: () => undefined,
    onAbort: () => undefined,
    labels: {
      abort: 'Abort',
      expand: 'Show files',
      collapse: 'Hide files',
      completed: (percent: string) => `${percent}% Completed`,
    },
    files: [
      { id: '1', name: 'holiday.mp4', percent: 20 },
      { id: '2', name: 'beach.jpg', percent: 90 },
      { id: '3', name: 'notes with a rather long file name.md', percent: 0 },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UploadProgressPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const Expanded: Story = { args: { expanded: true } };

export const Starting: Story = {
  args: { percent: 0, speed: '0.00 KB/s', eta: '--:--:-- remaining' },
};

export const ExpandedDark: Story = { args: { expanded: true }, globals: { theme: 'dark' } };
