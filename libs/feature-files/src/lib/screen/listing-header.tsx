import type { UploadButtonState } from '../transfer/upload-button';
import {
  FilesHeaderActions,
  FilesMoreMenu,
  foldedActions,
  type ActionButtons,
} from './files-header-actions';
import { SELECTION_ACTIONS, type HeaderAction } from './header-actions';

/** Props of {@link ListingHeader}. */
export interface ListingHeaderProps {
  /** The actions the user may use right now. */
  actions: readonly HeaderAction[];
  /** A folder is shown (until it is, only search is offered). */
  hasListing: boolean;
  buttons: ActionButtons;
  selectedCount: number;
  uploadState: UploadButtonState;
  onAction: (action: HeaderAction) => void;
}

/** The actions the header shows: all of them over a folder, else only search. */
export function headerShown(actions: readonly HeaderAction[], hasListing: boolean) {
  return hasListing ? actions : actions.filter((action) => action === 'search');
}

/**
 * The screen's class of a header button: selection actions go to the bottom bar on narrow
 * screens, folded ones to the ⋮ menu; the rest stay.
 */
function classOf(action: HeaderAction, folded: readonly HeaderAction[]) {
  if (SELECTION_ACTIONS.includes(action)) return 'fb-files-action--selection';
  return folded.includes(action) ? 'fb-files-action--wide' : undefined;
}

/** The listing's header actions, and the ⋮ "More" menu narrow screens fold them into. */
export function ListingHeader({ actions, hasListing, ...look }: ListingHeaderProps) {
  const shown = headerShown(actions, hasListing);
  const folded = foldedActions(shown);
  return (
    <>
      <FilesHeaderActions actions={shown} {...look} classOf={(action) => classOf(action, folded)} />
      <FilesMoreMenu className="fb-files-more" actions={folded} {...look} />
    </>
  );
}
