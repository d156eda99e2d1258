/** Props of {@link FileIcon}. */
export interface FileIconProps {
  isDir: boolean;
}

/** A decorative folder or document glyph for a listing row. */
export function FileIcon({ isDir }: FileIconProps) {
  return (
    <svg
      className={isDir ? 'fb-file-icon fb-file-icon--dir' : 'fb-file-icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {isDir ? (
        <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h4.8l2 2h8.2A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />
      ) : (
        <path d="M6.5 3h7L19 8.5v11a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3zM13 4.5V9h4.5" />
      )}
    </svg>
  );
}
