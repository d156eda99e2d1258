import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput } from './number-input';

function Controlled(props: { onChange: (value: number | null) => void; max?: number }) {
  const [value, setValue] = useState<number | null>(5);
  return (
    <NumberInput
      label="Retries"
      value={value}
      min={0}
      max={props.max}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

describe('NumberInput', () => {
  it('reports typed numbers and null when emptied', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Retries' });

    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '42');
    expect(onChange).toHaveBeenLastCalledWith(42);
    expect(input).toHaveValue(42);
  });

  it('clamps to max', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} max={10} />);
    const input = screen.getByRole('spinbutton', { name: 'Retries' });

    await userEvent.clear(input);
    await userEvent.type(input, '99');

    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('shows and announces an error', () => {
    render(<NumberInput label="Length" value={0} onChange={vi.fn()} error="At least 1" />);

    const input = screen.getByRole('spinbutton', { name: 'Length' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('At least 1');
  });

  it('announces its description with the error', () => {
    render(
      <NumberInput
        label="Valid for"
        value={null}
        onChange={vi.fn()}
        description="Leave empty for a link that never expires."
        error="Too long"
      />,
    );

    const input = screen.getByRole('spinbutton', { name: 'Valid for' });
    expect(screen.getByText('Leave empty for a link that never expires.')).toBeVisible();
    expect(input).toHaveAccessibleDescription(
      'Leave empty for a link that never expires. Too long',
    );
  });
});
