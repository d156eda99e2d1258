import { createI18n } from '@file-browser/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from './video-player';

async function renderPlayer(keysEnabled = true) {
  const i18n = await createI18n({ locale: 'en' });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <input aria-label="Elsewhere" />
      <VideoPlayer src="/api/raw/d/b.mp4" name="b.mp4" tracks={[]} keysEnabled={keysEnabled} />
    </I18nextProvider>,
  );
  const video = screen.getByLabelText<HTMLVideoElement>('b.mp4');
  // jsdom plays nothing: a duration, and play() that starts as a browser's does.
  Object.defineProperty(video, 'duration', { value: 60 });
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused });
  video.play = () => {
    paused = false;
    return Promise.resolve();
  };
  video.pause = () => {
    paused = true;
  };
  video.currentTime = 30;
  return { video, view };
}

describe('the video player', () => {
  it('seeks 5 s with its named buttons, never past the start', async () => {
    const { video } = await renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Forward 5 seconds' }));
    expect(video.currentTime).toBe(35);
    await userEvent.click(screen.getByRole('button', { name: 'Back 5 seconds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back 5 seconds' }));
    expect(video.currentTime).toBe(25);
    video.currentTime = 2;
    await userEvent.click(screen.getByRole('button', { name: 'Back 5 seconds' }));
    expect(video.currentTime).toBe(0);
  });

  it('plays at the chosen speed, 0.5× to 2×', async () => {
    const { video } = await renderPlayer();
    const speed = screen.getByRole('combobox', { name: 'Playback speed' });
    expect([...speed.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '0.5×',
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
      '2×',
    ]);
    await userEvent.selectOptions(speed, '2');
    expect(video.playbackRate).toBe(2);
    await userEvent.selectOptions(speed, '0.5');
    expect(video.playbackRate).toBe(0.5);
  });

  it('Space plays and pauses, ←/→ seek 5 s, M mutes, while the viewer is open', async () => {
    const { video } = await renderPlayer();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(video.paused).toBe(false);
    fireEvent.keyDown(video, { key: ' ' });
    expect(video.paused).toBe(true);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(35);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(25);
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(video.muted).toBe(true);
    fireEvent.keyDown(document.body, { key: 'M' });
    expect(video.muted).toBe(false);
  });

  it('leaves the keys to text fields, to the speed list and to prompts', async () => {
    const { video, view } = await renderPlayer();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Elsewhere' }), { key: 'm' });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Playback speed' }), {
      key: 'ArrowRight',
    });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Forward 5 seconds' }), { key: ' ' });
    expect(video.muted).toBe(false);
    expect(video.currentTime).toBe(30);
    expect(video.paused).toBe(true);

    const i18n = await createI18n({ locale: 'en' });
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <VideoPlayer src="/api/raw/d/b.mp4" name="b.mp4" tracks={[]} keysEnabled={false} />
      </I18nextProvider>,
    );
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(30);
  });
});
