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
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Short: Story = { args: { initial: 6 } };

export const DefaultDark: Story = { globals: { theme: 'dark' } };
