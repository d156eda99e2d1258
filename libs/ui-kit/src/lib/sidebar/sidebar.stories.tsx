import { mdiCog, mdiFileOutline, mdiFolder, mdiFolderPlus, mdiLogout } from '@mdi/js';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sidebar } from './sidebar';
import { SidebarItem } from './sidebar-item';
import { UsageBar } from './usage-bar';

const noop = () => undefined;

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  args: {
    label: 'Main',
    open: true,
    onClose: noop,
    children: (
      <>
        <SidebarItem icon={mdiFolder} label="My files" current onClick={noop} />
        <SidebarItem icon={mdiFolderPlus} label="New folder" onClick={noop} />
        <SidebarItem icon={mdiFileOutline} label="New file" onClick={noop} />
        <SidebarItem icon={mdiCog} label="Settings" onClick={noop} />
        <SidebarItem icon={mdiLogout} label="Logout" onClick={noop} />
        <UsageBar used={3.2e9} total={10e9} label="3.2 GB of 10 GB used" />
      </>
    ),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {};

export const FullDisk: Story = {
  args: { children: <UsageBar used={10e9} total={10e9} label="10 GB of 10 GB used" /> },
};

export const LoggedInDark: Story = { globals: { theme: 'dark' } };

export const LoggedInRtl: Story = { globals: { dir: 'rtl' } };
