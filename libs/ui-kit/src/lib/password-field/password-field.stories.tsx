import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './password-field';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: {
    label: 'Confirm password',
    value: 'correct horse',
    autoComplete: 'new-password',
    onChange: () => undefined,
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { value: '' } };

export const Valid: Story = { args: { validity: 'valid', hint: 'Passwords match' } };

export const Invalid: Story = { args: { validity: 'invalid', hint: 'Passwords do not match' } };

export const Disabled: Story = { args: { disabled: true } };

export const ValidDark: Story = { args: { validity: 'valid' }, globals: { theme: 'dark' } };

export const InvalidDark: Story = {
  args: { validity: 'invalid', hint: 'Passwords do not match' },
  globals: { theme: 'dark' },
};
