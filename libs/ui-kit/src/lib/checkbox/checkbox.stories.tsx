import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox, type CheckboxProps } from './checkbox';

function StatefulCheckbox(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  render: (args) => <StatefulCheckbox {...args} />,
  args: { label: 'Hide dotfiles', checked: false, onChange: () => undefined },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { checked: true } };

export const WithDescription: Story = {
  args: { label: 'Single click', description: 'Open files and folders with a single click.' },
};

export const Disabled: Story = { args: { checked: true, disabled: true } };

export const CheckedDark: Story = { args: { checked: true }, globals: { theme: 'dark' } };
