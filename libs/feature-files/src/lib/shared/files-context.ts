import type { ApiClient, FileInfo, Listing } from '@file-browser/api-client';
import type { TokenUser } from '@file-browser/api-contract';
import type { LocalItem } from '@file-browser/upload-engine';
import type { ConflictChoice, ConflictShown } from '../transfer/upload-conflicts';

/**
 * The seam between the files screen (listing, selection, keys) and its prompts. The screen
 * owns the state and builds one `FilesContext` per render; prompts only read it and call back.
 */

/** What the files screen shows: the folder's listing, or an open file in the editor or preview. */
export type FilesView = 'listing' | 'editor' | 'preview';

/** Every prompt the files screen opens (spec §2 "Prompts"). */
export type FilesPrompt =
  | { readonly kind: 'info' }
  | { readonly kind: 'delete' }
  | { readonly kind: 'rename' }
  | { readonly kind: 'newFile' }
  | { readonly kind: 'newDir' }
  | { readonly kind: 'download' }
  /** The keyboard help, listing the shortcuts of the view it was opened from. */
  | { readonly kind: 'help'; readonly view?: FilesView }
  | { readonly kind: 'upload' }
  | { readonly kind: 'share' }
  | { readonly kind: 'move' }
  | { readonly kind: 'copy' }
  /** An upload onto names already taken: replace, skip or keep both, file by file. */
  | {
      readonly kind: 'uploadConflicts';
      readonly conflicts: readonly ConflictShown[];
      readonly onDone: (choices: readonly ConflictChoice[]) => void;
    }
  /** A copy or move onto names already taken: replace, or keep both (`name(1).ext`). */
  | {
      readonly kind: 'replaceRename';
      readonly onReplace: () => void;
      readonly onRename: () => void;
    };

/** What the files screen knows and can do; passed to every prompt. */
export interface FilesContext {
  readonly client: ApiClient;
  readonly user: TokenUser;
  /** The current folder's scope path, always ending in `/` (`/` for the root). */
  readonly path: string;
  /** The loaded folder, or undefined while loading or when a file is open. */
  readonly listing: Listing | undefined;
  /**
   * The selected items loaded so far, in display order (folders first): while a big folder's
   * first page is shown the selection may reach entries not loaded yet (Ctrl+A, a Shift
   * range), which only {@link resolveSelected} returns.
   */
  readonly selected: readonly FileInfo[];
  /** How many entries are selected, loaded or not (what the screen shows and counts). */
  readonly selectedCount: number;
  /**
   * The selected items of the whole folder, in display order: at once when all of them are
   * loaded, else once the rest of the folder has arrived. Whatever acts on the selection
   * (delete, move, copy, download, drag and drop, the clipboard, info) goes through this, so
   * it acts on what the user selected, not on the part of it loaded so far.
   */
  readonly resolveSelected: () => Promise<readonly FileInfo[]>;
  /** Opens a prompt in place of the current one. */
  readonly openPrompt: (prompt: FilesPrompt) => void;
  /** Closes the current prompt. */
  readonly closePrompt: () => void;
  /**
   * Reloads the listing after a change; `select` preselects the item with that name (after a
   * rename or create).
   */
  readonly reload: (select?: string) => void;
  /** Shows a success toast. */
  readonly notify: (message: string) => void;
  /** The public address of a share link. */
  readonly shareURL: (hash: string) => string;
  /** Shows an error toast for a failed call. */
  readonly showError: (error: unknown) => void;
  /** Opens a scope path inside `/files` (a folder path ends in `/`). */
  readonly navigate: (path: string) => void;
  /**
   * Uploads local files and folders into `folder` (default the current one), asking before
   * replacing anything.
   */
  readonly upload: (items: readonly LocalItem[], folder?: string) => void;
  /** The app's top progress bar: percent done of a multi-item action, then null. */
  readonly progress: (percent: number | null) => void;
  /** Starts a browser download of a URL of this server (the `auth` cookie authorises it). */
  readonly download: (url: string) => void;
}
