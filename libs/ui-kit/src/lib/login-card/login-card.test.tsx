import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginCard, type LoginCardProps } from './login-card';

const labels = { username: 'Username', password: 'Password', submit: 'Log in' };

function renderCard(props: Partial<LoginCardProps> = {}) {
  const onSubmit = vi.fn();
  render(<LoginCard title="File Browser" labels={labels} onSubmit={onSubmit} {...props} />);
  return { onSubmit };
}

describe('LoginCard', () => {
  it('submits the typed credentials when Enter is pressed', async () => {
    const { onSubmit } = renderCard();

    await userEvent.type(screen.getByLabelText('Username'), 'alice');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse{Enter}');

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      username: 'alice',
      password: 'correct horse',
    });
  });

  it('submits with the button too', async () => {
    const { onSubmit } = renderCard();

    await userEvent.type(screen.getByLabelText('Username'), 'bob');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(onSubmit).toHaveBeenCalledWith({ username: 'bob', password: 'pw' });
  });

  it('requires both fields', () => {
    renderCard();

    expect(screen.getByLabelText('Username')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('announces an error', () => {
    renderCard({ error: 'Wrong username or password' });

    expect(screen.getByRole('alert')).toHaveTextContent('Wrong username or password');
  });

  it('shows the title as the form’s name', () => {
    renderCard({ logoUrl: 'logo.svg' });

    expect(screen.getByRole('form', { name: 'File Browser' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'File Browser' })).toBeInTheDocument();
  });

  it('ignores submits while a login is running', async () => {
    const { onSubmit } = renderCard({ busy: true });

    await userEvent.type(screen.getByLabelText('Username'), 'alice');
    await userEvent.type(screen.getByLabelText('Password'), 'pw{Enter}');

    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
