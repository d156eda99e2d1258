import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordCard } from './password-card';

const meta = {
  title: 'Components/PasswordCard',
  component: PasswordCard,
  args: {
    labels: { title: 'Password', password: 'Password', submit: 'Submit' },
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof PasswordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WrongPassword: Story = { args: { error: 'Wrong credentials' } };

export const Busy: Story = { args: { busy: true } };

export const WrongPasswordDark: Story = {
  args: { error: 'Wrong credentials' },
  globals: { theme: 'dark' },
};
