import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordCard } from './password-card';

const labels = { title: 'Protected share', password: 'Password', submit: 'Submit' };

describe('PasswordCard', () => {
  it('submits the typed password with Enter', async () => {
    const onSubmit = vi.fn();
    render(<PasswordCard labels={labels} onSubmit={onSubmit} />);

    await userEvent.type(screen.getByLabelText('Password'), 'hunter2{Enter}');

    expect(onSubmit).toHaveBeenCalledWith('hunter2');
  });

  it('announces a wrong password and marks the field invalid', () => {
    render(<PasswordCard labels={labels} error="Wrong credentials" onSubmit={vi.fn()} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Wrong credentials');
    expect(screen.getByLabelText('Password')).toBeInvalid();
  });

  it('does not submit while busy', async () => {
    const onSubmit = vi.fn();
    render(<PasswordCard labels={labels} busy onSubmit={onSubmit} />);

    await userEvent.type(screen.getByLabelText('Password'), 'x{Enter}');

    expect(onSubmit).not.toHaveBeenCalled();
  });
});
