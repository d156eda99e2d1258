import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

// Keeps the value in story state so typing works in the canvas.
function StatefulTextField(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/TextField',
  component: TextField,
  render: (args) => <StatefulTextField {...args} />,
  args: { label: 'Folder name', value: '', onChange: () => undefined },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'Holiday photos' } };

export const WithPlaceholder: Story = { args: { placeholder: 'e.g. Invoices 2024' } };

export const Password: Story = {
  args: { label: 'Password', type: 'password', value: 'secret', autoComplete: 'current-password' },
};

export const WithError: Story = {
  args: { label: 'Username', value: 'admin', error: 'That username is already in use' },
};

export const Disabled: Story = { args: { value: 'Read only', disabled: true } };

export const FilledDark: Story = { args: { value: 'Holiday photos' }, globals: { theme: 'dark' } };

export const WithErrorDark: Story = {
  args: { label: 'Username', value: 'admin', error: 'That username is already in use' },
  globals: { theme: 'dark' },
};
