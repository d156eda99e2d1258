import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileList, type FileListItem } from './file-list';

const items: FileListItem[] = [
  { name: 'Documents', isDir: true, size: 4096, modified: '2024-11-02T09:12:00Z', url: '#docs' },
  {
    name: 'Photos 2024',
    isDir: true,
    size: 4096,
    modified: '2024-10-18T17:40:00Z',
    url: '#photos',
  },
  {
    name: 'budget #3 (final).xlsx',
    isDir: false,
    size: 48_213,
    modified: '2024-09-30T08:05:00Z',
    url: '#budget',
  },
  {
    name: 'a rather long file name that has to wrap somewhere sensible on a phone.pdf',
    isDir: false,
    size: 3_500_000,
    modified: '2023-01-12T12:00:00Z',
    url: '#long',
  },
  { name: 'notes.md', isDir: false, size: 812, modified: '2024-11-03T21:30:00Z', url: '#notes' },
];

const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toPrecision(3)} ${units[unit] ?? ''}`;
}

const meta = {
  title: 'Components/FileList',
  component: FileList,
  args: {
    items,
    labels: { name: 'Name', size: 'Size', modified: 'Last modified', empty: 'Nothing here yet.' },
    formatSize,
    formatDate: (iso) => new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' }),
    onOpen: () => undefined,
  },
} satisfies Meta<typeof FileList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};

export const OnlyFolders: Story = { args: { items: items.filter((item) => item.isDir) } };

export const Empty: Story = { args: { items: [] } };

export const WithItemsDark: Story = { globals: { theme: 'dark' } };

export const EmptyDark: Story = { args: { items: [] }, globals: { theme: 'dark' } };
