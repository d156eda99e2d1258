import type { SortOrder } from '@file-browser/ui-kit';
import type { FilesAction } from '../keyboard/key-map';
import { nextViewMode } from '../listing/view-mode';
import type { SelectionState } from '../selection/use-selection';
import type { FilesContext, FilesPrompt, FilesView } from '../shared/files-context';
import type { HeaderAction } from './header-actions';
import { useFilesClipboard } from './use-files-clipboard';
import { useFilesKeys } from './use-files-keys';

/** What {@link useFilesCommands} works with. */
export interface FilesCommandsInput {
  ctx: FilesContext;
  selection: SelectionState;
  /** The header actions the user may use right now. */
  actions: readonly HeaderAction[];
  promptOpen: boolean;
  /** An open file has its own keys: then only F1 (the help for that view) is the screen's. */
  view: FilesView;
  setPrompt: (prompt: FilesPrompt) => void;
  viewMode: string;
  setViewMode: (mode: string) => void;
  onUserChanged: () => void;
  openSearch: () => void;
  /** Opens or closes the shell panel. */
  toggleShell: () => void;
  /** The user may create here (pasting needs it, whatever is on the clipboard). */
  canCreate: boolean;
}

/**
 * The files screen's commands, shared by the header buttons and the keyboard: each checks the
 * same permission gate (`actions`), so a key can never do what the user has no button for.
 */
export function useFilesCommands(input: FilesCommandsInput) {
  const { ctx, selection, actions } = input;
  const allowed = (action: HeaderAction) => actions.includes(action);
  const clipboard = useFilesClipboard(ctx);

  // Ctrl/Cmd+C and X remember the selection and its folder; V pastes into the folder shown.
  const remember = (cut: boolean) => {
    if (ctx.selectedCount === 0 || !allowed(cut ? 'move' : 'copy')) return false;
    clipboard.remember(cut);
    return true;
  };
  const paste = () => input.canCreate && clipboard.paste();

  const download = () => {
    const [only] = ctx.selected;
    if (ctx.selectedCount === 1 && only && !only.isDir) ctx.download(ctx.client.rawURL(only.path));
    else input.setPrompt({ kind: 'download' });
  };

  const action = (name: HeaderAction) => {
    if (!allowed(name)) return;
    if (name === 'download') download();
    else if (name === 'search') input.openSearch();
    else if (name === 'shell') input.toggleShell();
    else if (name === 'selectMultiple') selection.toggleMultiple();
    else if (name === 'switchView') {
      const next = nextViewMode(input.viewMode);
      input.setViewMode(next);
      ctx.client
        .updateUser(ctx.user.id, { viewMode: next }, ['viewMode'])
        .then(input.onUserChanged, ctx.showError);
    } else {
      // The rest open their prompt: rename, delete, info, move, copy, upload, share.
      input.setPrompt({ kind: name });
    }
  };

  const key = (name: FilesAction): boolean => {
    if (name === 'help') input.setPrompt({ kind: 'help', view: input.view });
    else if (input.view !== 'listing') return false;
    else if (name === 'clearSelection') selection.clear();
    else if (name === 'selectAll') selection.selectAll();
    else if (name === 'delete' && allowed('delete')) action('delete');
    else if (name === 'rename' && allowed('rename')) action('rename');
    else if (name === 'download' && allowed('download')) download();
    else if (name === 'search') input.openSearch();
    else if (name === 'copy' || name === 'cut') return remember(name === 'cut');
    else if (name === 'paste') return paste();
    else return false;
    return true;
  };
  useFilesKeys(!input.promptOpen, key);

  const sort = (next: SortOrder) => {
    ctx.client.updateUser(ctx.user.id, { sorting: next }, ['sorting']).then(() => {
      ctx.reload();
      input.onUserChanged();
    }, ctx.showError);
  };
  return { action, sort };
}
