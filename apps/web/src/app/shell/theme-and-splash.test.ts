import { describe, expect, it, vi } from 'vitest';
import {
  FIRST_ROWS_LIMIT_MS,
  FIRST_ROWS_WAIT_MS,
  SPLASH_REMOVAL_DELAY_MS,
  removeSplash,
} from './splash';
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
  /** Runs what `removeSplash` schedules, by hand: each delay it asked for, in order. */
  function manualSchedule() {
    const timers: { run: () => void; ms: number }[] = [];
    const schedule = vi.fn((run: () => void, ms: number) => {
      timers.push({ run, ms });
    });
    const fire = (ms: number) => {
      for (const timer of timers.filter((candidate) => candidate.ms === ms)) timer.run();
    };
    return { schedule, fire };
  }

  it('fades the splash out and removes it 200 ms later', async () => {
    document.body.innerHTML = '<div id="loading"></div>';
    const { schedule, fire } = manualSchedule();

    removeSplash(document, undefined, schedule);
    await Promise.resolve();

    const splash = document.getElementById('loading');
    expect(splash).toHaveClass('fb-loading-screen--done');
    expect(SPLASH_REMOVAL_DELAY_MS).toBe(200);
    fire(SPLASH_REMOVAL_DELAY_MS);
    expect(document.getElementById('loading')).toBeNull();
  });

  it("keeps a folder's first rows up until the app's own rows are in, then goes at once", async () => {
    document.body.innerHTML =
      '<div id="loading" data-rows><div class="fb-listing-item">a.txt</div></div><div id="app"></div>';
    const { schedule } = manualSchedule();

    removeSplash(document, Promise.resolve(true), schedule);
    await Promise.resolve();
    await Promise.resolve();
    // The app has drawn its shell, not its rows yet: the first rows stay, not fading.
    document.getElementById('app')?.append(document.createElement('header'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('loading')).not.toHaveClass('fb-loading-screen--done');

    const row = document.createElement('div');
    row.className = 'fb-listing-item';
    document.getElementById('app')?.append(row);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('loading')).toBeNull();
  });

  it('lets the first rows go when the app shows an error instead, or after the limit', async () => {
    document.body.innerHTML = '<div id="loading" data-rows></div><div id="app"></div>';
    removeSplash(document, Promise.resolve(true), manualSchedule().schedule);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const error = document.createElement('div');
    error.className = 'fb-error-panel';
    document.getElementById('app')?.append(error);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('loading')).toBeNull();

    document.body.innerHTML = '<div id="loading" data-rows></div><div id="app"></div>';
    const { schedule, fire } = manualSchedule();
    removeSplash(document, Promise.resolve(true), schedule);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fire(FIRST_ROWS_LIMIT_MS);
    expect(document.getElementById('loading')).toHaveClass('fb-loading-screen--done');
  });

  it('fades as usual when the first rows are not coming in time', () => {
    document.body.innerHTML = '<div id="loading"></div>';
    const { schedule, fire } = manualSchedule();
    removeSplash(document, new Promise<boolean>(() => undefined), schedule);
    expect(document.getElementById('loading')).not.toHaveClass('fb-loading-screen--done');
    fire(FIRST_ROWS_WAIT_MS);
    expect(document.getElementById('loading')).toHaveClass('fb-loading-screen--done');
  });
});
