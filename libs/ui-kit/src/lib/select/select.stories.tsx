import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Select } from './select';

type Unit = 'seconds' | 'minutes' | 'hours' | 'days';

const units = [
  { value: 'seconds', label: 'Seconds' },
  { value: 'minutes', label: 'Minutes' },
  { value: 'hours', label: 'Hours' },
  { value: 'days', label: 'Days' },
] as const;

function UnitSelect({ disabled = false }: { disabled?: boolean }) {
  const [unit, setUnit] = useState<Unit>('hours');
  return (
    <Select label="Time unit" value={unit} options={units} onChange={setUnit} disabled={disabled} />
  );
}

const meta = {
  title: 'Components/Select',
  component: UnitSelect,
} satisfies Meta<typeof UnitSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Disabled: Story = { args: { disabled: true } };

export const DefaultDark: Story = { globals: { theme: 'dark' } };
