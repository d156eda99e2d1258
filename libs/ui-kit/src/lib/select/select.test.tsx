import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const themes = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

describe('Select', () => {
  it('shows the current value and reports the chosen one', async () => {
    const onChange = vi.fn();
    render(<Select label="Theme" value="light" options={themes} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Theme' });

    expect(select).toHaveValue('light');
    await userEvent.selectOptions(select, 'Dark');

    expect(onChange).toHaveBeenCalledWith('dark');
  });

  it('lists every option by label', () => {
    render(<Select label="Theme" value="dark" options={themes} onChange={vi.fn()} />);

    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Light',
      'Dark',
    ]);
  });
});
