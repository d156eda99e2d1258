import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { message: 'It feels lonely here...' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lonely: Story = {};

export const WithAction: Story = { args: { children: <Button>Upload</Button> } };

export const LonelyDark: Story = { globals: { theme: 'dark' } };
