import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('is a password input named by its label that reports edits', async () => {
    const onChange = vi.fn();
    render(
      <PasswordField
        label="New password"
        value=""
        onChange={onChange}
        autoComplete="new-password"
      />,
    );
    const input = screen.getByLabelText('New password');

    await userEvent.type(input, 'x');

    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(onChange).toHaveBeenCalledWith('x');
  });

  it('is marked invalid and described when it does not match', () => {
    render(
      <PasswordField
        label="Confirm"
        value="a"
        onChange={vi.fn()}
        validity="invalid"
        hint="No match"
      />,
    );

    const input = screen.getByLabelText('Confirm');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('No match');
  });

  it('is valid when it matches', () => {
    render(<PasswordField label="Confirm" value="a" onChange={vi.fn()} validity="valid" />);

    expect(screen.getByLabelText('Confirm')).toBeValid();
  });
});
