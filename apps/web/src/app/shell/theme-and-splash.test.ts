import { describe, expect, it, vi } from 'vitest';
import { SPLASH_REMOVAL_DELAY_MS, removeSplash } from './splash';
import { applyTheme } from './theme';

describe('applyTheme', () => {
  it("follows the system for the server's '' and sets upstream's class for a choice", () => {
    const root = document.createElement('html');
    applyTheme(root, '');
    expect(root.dataset['theme']).toBe('system');
    expect(root.className).toBe('');

    applyTheme(root, 'dark');
    expect(root.dataset['theme']).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);

    applyTheme(root, 'light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.classList.contains('light')).toBe(true);
  });
});

describe('removeSplash', () => {
  it('fades the splash out and removes it 200 ms later', () => {
    document.body.innerHTML = '<div id="loading"></div>';
    const schedule = vi.fn<(run: () => void, ms: number) => void>();

    removeSplash(document, schedule);

    const splash = document.getElementById('loading');
    expect(splash).toHaveClass('fb-loading-screen--done');
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), SPLASH_REMOVAL_DELAY_MS);
    expect(SPLASH_REMOVAL_DELAY_MS).toBe(200);
    schedule.mock.calls[0]?.[0]();
    expect(document.getElementById('loading')).toBeNull();
  });
});
