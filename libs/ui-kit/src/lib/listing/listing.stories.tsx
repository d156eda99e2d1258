import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Listing, type ListingVariant } from './listing';
import { ListingHeader, type SortOrder } from './listing-header';
import { ListingItem } from './listing-item';

const thumb =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#7ab"/><circle cx="3" cy="1" r=".5" fill="#fd5"/></svg>',
  );

interface Entry {
  name: string;
  isDir: boolean;
  type?: string;
  size: number;
  thumbnail?: boolean;
}

const entries: Entry[] = [
  { name: 'Photos', isDir: true, size: 4096 },
  { name: '.config', isDir: true, size: 4096 },
  { name: 'beach.jpg', isDir: false, type: 'image', size: 2_400_000, thumbnail: true },
  { name: 'notes.md', isDir: false, type: 'text', size: 1300 },
  { name: 'holiday.mp4', isDir: false, type: 'video', size: 734_003_200 },
  { name: 'broken-link', isDir: false, type: 'invalid_link', size: 0 },
  { name: 'old.bak', isDir: false, type: 'blob', size: 12 },
];

function formatSize(bytes: number) {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

interface DemoProps {
  variant: ListingVariant;
  selected: readonly string[];
}

function ListingDemo({ variant, selected: initial }: DemoProps) {
  const [sort, setSort] = useState<SortOrder>({ by: 'name', asc: true });
  const [selected, setSelected] = useState(initial);
  return (
    <Listing label="Home" variant={variant}>
      <ListingHeader
        sort={sort}
        labels={{ name: 'Name', size: 'Size', modified: 'Last modified' }}
        onSort={setSort}
      />
      {entries.map((entry) => (
        <ListingItem
          key={entry.name}
          {...entry}
          formatSize={formatSize}
          modified={<time dateTime="2024-05-01T10:00:00Z">2 days ago</time>}
          selected={selected.includes(entry.name)}
          thumbnail={entry.thumbnail === true ? <img src={thumb} alt="" /> : undefined}
          labels={{ invalidLink: 'invalid link' }}
          onClick={() => {
            setSelected([entry.name]);
          }}
          onOpen={() => undefined}
        />
      ))}
    </Listing>
  );
}

const meta = {
  title: 'Components/Listing',
  component: ListingDemo,
  args: { variant: 'list', selected: [] },
  argTypes: { variant: { control: 'inline-radio', options: ['list', 'mosaic', 'gallery'] } },
} satisfies Meta<typeof ListingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const ListSelected: Story = { args: { selected: ['notes.md', 'Photos'] } };

export const Mosaic: Story = { args: { variant: 'mosaic' } };

export const MosaicSelected: Story = { args: { variant: 'mosaic', selected: ['beach.jpg'] } };

export const Gallery: Story = { args: { variant: 'gallery' } };

export const ListDark: Story = { args: { selected: ['notes.md'] }, globals: { theme: 'dark' } };

export const GalleryDark: Story = { args: { variant: 'gallery' }, globals: { theme: 'dark' } };

export const ListRtl: Story = { args: { selected: ['beach.jpg'] }, globals: { dir: 'rtl' } };
