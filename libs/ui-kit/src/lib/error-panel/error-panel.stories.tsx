import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { ErrorPanel } from './error-panel';

const meta = {
  title: 'Components/ErrorPanel',
  component: ErrorPanel,
  args: { status: 404, message: "This location can't be reached." },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connection: Story = { args: { status: 0, message: "Can't connect to the server." } };

export const Forbidden: Story = {
  args: { status: 403, message: "You don't have permissions to access this." },
};

export const NotFound: Story = {};

export const Internal: Story = {
  args: { status: 500, message: 'Something really went wrong.', action: <Button>Retry</Button> },
};

export const NotFoundDark: Story = { globals: { theme: 'dark' } };
