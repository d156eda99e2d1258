import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NumberInput, type NumberInputProps } from './number-input';

function StatefulNumberInput(props: NumberInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NumberInput
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
  title: 'Components/NumberInput',
  component: NumberInput,
  render: (args) => <StatefulNumberInput {...args} />,
  args: { label: 'Minimum password length', value: 12, min: 1, onChange: () => undefined },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = { args: { value: null } };

export const WithDescription: Story = {
  args: {
    label: 'Valid for',
    value: null,
    description: 'Leave empty for a link that never expires.',
  },
};

export const WithError: Story = { args: { value: 0, error: 'Must be at least 1' } };

export const Disabled: Story = { args: { disabled: true } };

export const FilledDark: Story = { globals: { theme: 'dark' } };
