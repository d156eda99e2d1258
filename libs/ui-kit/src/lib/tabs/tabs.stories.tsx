import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs } from './tabs';

const tabs = [
  { id: 'file', label: 'File' },
  { id: 'folder', label: 'Folder' },
  { id: 'link', label: 'Link' },
];

function TabsDemo({ initial }: { initial: string }) {
  const [selected, setSelected] = useState(initial);
  return (
    <Tabs label="Upload" tabs={tabs} selectedId={selected} onSelect={setSelected}>
      <p>{`Panel of ${selected}`}</p>
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: TabsDemo,
  args: { initial: 'file' },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};

export const Second: Story = { args: { initial: 'folder' } };

export const FirstDark: Story = { globals: { theme: 'dark' } };
