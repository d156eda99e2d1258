import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginCard } from './login-card';

// A self-contained logo so the story needs no network or static folder.
const logoUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1f6fe5"/><path d="M14 22h14l4 4h18v22H14z" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Screens/LoginCard',
  component: LoginCard,
  args: {
    title: 'File Browser',
    labels: { username: 'Username', password: 'Password', submit: 'Log in' },
    onSubmit: () => undefined,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LoginCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLogo: Story = { args: { logoUrl } };

export const WrongCredentials: Story = {
  args: { logoUrl, error: 'Wrong username or password' },
};

export const Busy: Story = { args: { logoUrl, busy: true } };

export const WithLogoDark: Story = { args: { logoUrl }, globals: { theme: 'dark' } };

export const WrongCredentialsDark: Story = {
  args: { logoUrl, error: 'Wrong username or password' },
  globals: { theme: 'dark' },
};
