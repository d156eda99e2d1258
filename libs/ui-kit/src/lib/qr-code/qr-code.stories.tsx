import type { Meta, StoryObj } from '@storybook/react-vite';
import { QRCode } from './qr-code';

const meta = {
  title: 'Components/QRCode',
  component: QRCode,
  args: {
    value: 'https://files.example.com/api/public/dl/AbCdEf12',
    label: 'QR code of the download link',
  },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const File: Story = {};

export const Folder: Story = { args: { size: 100 } };

export const FileDark: Story = { globals: { theme: 'dark' } };
