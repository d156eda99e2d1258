import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDarkTheme } from './use-dark-theme';

function Probe() {
  return <p>{useDarkTheme() ? 'dark' : 'light'}</p>;
}

const root = document.documentElement;

describe('useDarkTheme', () => {
  afterEach(() => {
    delete root.dataset['theme'];
    root.classList.remove('dark');
  });

  it('follows data-theme and the class dark on <html> as they change', async () => {
    root.dataset['theme'] = 'light';
    render(<Probe />);
    expect(screen.getByText('light')).toBeInTheDocument();

    // The MutationObserver reports after the change, in a microtask.
    await act(async () => {
      root.dataset['theme'] = 'dark';
      await Promise.resolve();
    });
    expect(screen.getByText('dark')).toBeInTheDocument();

    await act(async () => {
      root.dataset['theme'] = 'system';
      root.classList.add('dark');
      await Promise.resolve();
    });
    expect(screen.getByText('dark')).toBeInTheDocument();

    await act(async () => {
      root.classList.remove('dark');
      await Promise.resolve();
    });
    // jsdom has no OS preference: "system" is light here.
    expect(screen.getByText('light')).toBeInTheDocument();
  });
});
