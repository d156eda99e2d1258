import {
  mdiContentCopy,
  mdiDelete,
  mdiDotsVertical,
  mdiDownload,
  mdiFileMove,
  mdiInformationOutline,
  mdiShareVariant,
} from '@mdi/js';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContextMenu } from './context-menu';
import { Dropdown } from './dropdown';
import { Menu, type MenuItem } from './menu';

const items: MenuItem[] = [
  { id: 'share', label: 'Share', icon: mdiShareVariant },
  { id: 'copy', label: 'Copy', icon: mdiContentCopy },
  { id: 'move', label: 'Move', icon: mdiFileMove, disabled: true },
  { id: 'delete', label: 'Delete', icon: mdiDelete },
  { id: 'download', label: 'Download', icon: mdiDownload, badge: 3 },
  { id: 'info', label: 'Info', icon: mdiInformationOutline },
];

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { label: 'Actions', items, onSelect: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const OpenDark: Story = { globals: { theme: 'dark' } };

export const DropdownClosed: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Dropdown icon={mdiDotsVertical} label="More" items={args.items} onSelect={args.onSelect} />
    </div>
  ),
};

export const ContextMenuAtPointer: Story = {
  render: (args) => <ContextMenu {...args} x={40} y={40} />,
};

export const ContextMenuDark: Story = {
  render: (args) => <ContextMenu {...args} x={40} y={40} />,
  globals: { theme: 'dark' },
};
