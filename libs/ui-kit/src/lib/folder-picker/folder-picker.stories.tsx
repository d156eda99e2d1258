import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderPicker } from './folder-picker';

const meta = {
  title: 'Components/FolderPicker',
  component: FolderPicker,
  args: {
    label: 'Destination',
    parentUrl: '/files/',
    singleClick: false,
    location: 'Currently navigating on: /Photos/',
    onSelect: () => undefined,
    onOpen: () => undefined,
    folders: [
      { name: '2023', url: '/files/Photos/2023/' },
      { name: '2024', url: '/files/Photos/2024/' },
      { name: 'Screenshots', url: '/files/Photos/Screenshots/' },
    ],
  },
} satisfies Meta<typeof FolderPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Browsing: Story = {};

export const Selected: Story = { args: { selectedUrl: '/files/Photos/2024/' } };

export const AtRoot: Story = {
  args: { parentUrl: undefined, location: 'Currently navigating on: /' },
};

export const SelectedDark: Story = {
  args: { selectedUrl: '/files/Photos/2024/' },
  globals: { theme: 'dark' },
};
