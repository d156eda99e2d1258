import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Folder name"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('is named by its label and reports each edit as a string', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);

    await userEvent.type(screen.getByLabelText('Folder name'), 'abc');

    expect(onChange).toHaveBeenLastCalledWith('abc');
    expect(screen.getByRole('textbox', { name: 'Folder name' })).toHaveValue('abc');
  });

  it('marks itself invalid and describes the error', () => {
    render(<TextField label="Username" value="x" onChange={vi.fn()} error="That name is taken" />);

    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('That name is taken');
  });

  it('shows an error that appears while typing in a live region that was there before', () => {
    const { rerender } = render(<TextField label="Name" value="a" onChange={vi.fn()} />);
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    rerender(<TextField label="Name" value="ab" onChange={vi.fn()} error="Already there" />);
    expect(region).toHaveTextContent('Already there');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Already there',
    );
  });

  it('is marked invalid and described by a message shown elsewhere in the form', () => {
    render(
      <form>
        <p id="form-alert" role="alert">
          Wrong password
        </p>
        <TextField label="Password" value="x" onChange={vi.fn()} errorMessageId="form-alert" />
      </form>,
    );

    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Wrong password');
  });

  it('is valid without an error', () => {
    render(<TextField label="Username" value="" onChange={vi.fn()} />);

    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('aria-invalid');
  });

  it('passes the input type and autofill hint on', () => {
    render(
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value=""
        onChange={vi.fn()}
      />,
    );

    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
  });
});
