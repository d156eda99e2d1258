import { mdiDotsVertical, mdiDownload, mdiMagnify, mdiUpload, mdiViewModule } from '@mdi/js';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dropdown } from '../dropdown/dropdown';
import { IconButton } from '../icon-button/icon-button';
import { HeaderBar } from './header-bar';

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" rx="2" fill="#1f6fe5"/></svg>',
  );

const meta = {
  title: 'Components/HeaderBar',
  component: HeaderBar,
  args: {
    menuLabel: 'Toggle sidebar',
    onMenuClick: () => undefined,
    logo: <img src={logo} alt="File Browser" />,
    children: <IconButton icon={mdiMagnify} label="Search" />,
    wide: (
      <>
        <IconButton icon={mdiViewModule} label="Switch view" />
        <IconButton icon={mdiDownload} label="Download" badge={2} />
        <IconButton icon={mdiUpload} label="Upload" />
      </>
    ),
    narrow: (
      <Dropdown
        icon={mdiDotsVertical}
        label="More"
        items={[
          { id: 'view', label: 'Switch view' },
          { id: 'download', label: 'Download', badge: 2 },
          { id: 'upload', label: 'Upload' },
        ]}
        onSelect={() => undefined}
      />
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};

export const WithTitle: Story = { args: { title: 'Settings', wide: undefined, narrow: undefined } };

export const WithActionsDark: Story = { globals: { theme: 'dark' } };
