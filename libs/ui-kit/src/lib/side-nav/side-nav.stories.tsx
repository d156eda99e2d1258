import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideNav } from './side-nav';

const meta = {
  title: 'Components/SideNav',
  component: SideNav,
  args: {
    label: 'Settings',
    currentId: 'profile',
    onNavigate: () => undefined,
    items: [
      { id: 'profile', label: 'Profile Settings', url: '/settings/profile' },
      { id: 'shares', label: 'Share Management', url: '/settings/shares' },
      { id: 'global', label: 'Global Settings', url: '/settings/global' },
      { id: 'users', label: 'User Management', url: '/settings/users' },
    ],
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};

export const Users: Story = { args: { currentId: 'users' } };

export const ProfileDark: Story = { globals: { theme: 'dark' } };
