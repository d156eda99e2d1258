import './loading-screen.css';

/** Props of {@link LoadingScreen}. */
export interface LoadingScreenProps {
  /** Announced to assistive technology while loading (e.g. "Loading…"). */
  label: string;
  /** Fades the screen out (the app is ready); the caller unmounts it afterwards. */
  done?: boolean;
  /** Covers the viewport (the start-up splash) or only its container. Default `true`. */
  fullscreen?: boolean;
}

/** The start-up splash: three bouncing dots on the page background. */
export function LoadingScreen({ label, done = false, fullscreen = true }: LoadingScreenProps) {
  const classes = [
    'fb-loading-screen',
    fullscreen && 'fb-loading-screen--fullscreen',
    done && 'fb-loading-screen--done',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} role="status" aria-busy={!done}>
      <span className="fb-loading-screen__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="fb-visually-hidden">{label}</span>
    </div>
  );
}
