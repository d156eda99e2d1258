import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: 'Profile settings', children: <p>Language, date format and editor theme.</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};

export const WithActions: Story = { args: { actions: <Button>Update</Button> } };

export const Untitled: Story = { args: { title: undefined } };

export const WithActionsDark: Story = {
  args: { actions: <Button>Update</Button> },
  globals: { theme: 'dark' },
};
