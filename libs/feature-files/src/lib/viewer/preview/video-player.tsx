import { IconButton, Select } from '@file-browser/ui-kit';
import { mdiRewind5, mdiFastForward5 } from '@mdi/js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTyping } from '../../keyboard/key-map';

/** How far the ±5 s buttons and the ←/→ keys seek, in seconds (the buttons' names say 5). */
export const SEEK_STEP = 5;

const SPEEDS = ['0.5', '0.75', '1', '1.25', '1.5', '2'] as const;
type Speed = (typeof SPEEDS)[number];

/** A subtitle track of the video. */
export interface VideoTrack {
  src: string;
  label: string;
}

/** The player's shortcuts; each returns after acting on the element. */
function handleKey(video: HTMLVideoElement, key: string, seek: (by: number) => void): boolean {
  if (key === ' ') {
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  } else if (key === 'ArrowLeft') seek(-SEEK_STEP);
  else if (key === 'ArrowRight') seek(SEEK_STEP);
  else if (key === 'm') video.muted = !video.muted;
  else if (key === 'f') {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void video.requestFullscreen().catch(() => undefined);
  } else return false;
  return true;
}

/**
 * The browser's video player with what its controls lack: ±5 s buttons, a playback speed
 * (0.5–2×) and keys while the viewer is open — Space plays or pauses, ←/→ seek 5 s, F
 * toggles full screen, M mutes. The keys stand aside for text fields and lists (which use
 * them) and for buttons (Space presses them), and while `keysEnabled` is off (a prompt).
 */
export function VideoPlayer(props: {
  src: string;
  name: string;
  tracks: readonly VideoTrack[];
  keysEnabled: boolean;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [speed, setSpeed] = useState<Speed>('1');
  const seek = (by: number) => {
    const element = video.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : Infinity;
    element.currentTime = Math.min(Math.max(element.currentTime + by, 0), end);
  };
  const latest = useRef({ enabled: props.keysEnabled, seek });
  useEffect(() => {
    latest.current = { enabled: props.keysEnabled, seek };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const element = video.current;
      const target = event.target as HTMLElement | null;
      if (!element || !latest.current.enabled || event.defaultPrevented) return;
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(target)) return;
      if (event.key === ' ' && target?.closest('button, a, summary')) return;
      if (
        handleKey(
          element,
          event.key.length === 1 ? event.key.toLowerCase() : event.key,
          latest.current.seek,
        )
      ) {
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <div className="fb-video">
      {/* Captions come from the folder's subtitle files when there are any. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={video}
        className="fb-preview__media"
        src={props.src}
        controls
        autoPlay
        aria-label={props.name}
      >
        {props.tracks.map((track, index) => (
          <track
            key={track.src}
            kind="subtitles"
            src={track.src}
            label={track.label}
            default={index === 0}
          />
        ))}
      </video>
      <div className="fb-video__controls">
        <IconButton
          icon={mdiRewind5}
          label={t('files.videoBack')}
          onClick={() => {
            seek(-SEEK_STEP);
          }}
        />
        <IconButton
          icon={mdiFastForward5}
          label={t('files.videoForward')}
          onClick={() => {
            seek(SEEK_STEP);
          }}
        />
        <Select
          label={t('files.playbackSpeed')}
          value={speed}
          options={SPEEDS.map((value) => ({ value, label: `${value}×` }))}
          onChange={(value) => {
            setSpeed(value);
            if (video.current) video.current.playbackRate = Number(value);
          }}
        />
      </div>
    </div>
  );
}
