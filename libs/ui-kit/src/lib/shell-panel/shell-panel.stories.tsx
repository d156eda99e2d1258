import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ShellPanel } from './shell-panel';

function ShellDemo({ initial }: { initial: number }) {
  const [height, setHeight] = useState(initial);
  return (
    <ShellPanel label="Shell" height={height} onResize={setHeight}>
      <pre>{'$ ls\nPhotos  notes.md  report.pdf\n$ '}</pre>
    </ShellPanel>
  );
}

const meta = {
  title: 'Components/ShellPanel',
  component: ShellDemo,
  args: { initial: 15 },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The command shell docked at the bottom of the page, always left to right. The owner keeps `height` (in em) and stores what `onResize` reports: from dragging the handle (throttled to 32 ms) or ArrowUp/ArrowDown on it, clamped to 4 em … the window less 4 em (`clampShellHeight`). The output scrolls and takes the focus, so the keyboard can scroll it.',
      },
      // The panel is fixed to the bottom of the window: on the docs page each story gets a frame.
      story: { inline: false, iframeHeight: 320 },
    },
  },
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Short: Story = { args: { initial: 6 } };

export const DefaultDark: Story = { globals: { theme: 'dark' } };
