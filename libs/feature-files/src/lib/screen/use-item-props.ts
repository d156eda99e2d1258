import type { FileInfo } from '@file-browser/api-contract';
import type { HTMLAttributes, MouseEvent } from 'react';
import type { SelectionState } from '../selection/use-selection';
import type { FilesContext } from '../shared/files-context';
import { startTransfer } from '../transfer/start-transfer';
import { transferItems } from '../transfer/transfer';
import type { DropTarget } from './use-desktop-drop';
import { useItemGestures } from './use-item-gestures';

/** What {@link useItemProps} works with. */
export interface ItemPropsInput {
  ctx: FilesContext;
  selection: SelectionState;
  /** The press that opens an item starts its listing early (`useOpenItem`). */
  onMouseDown: (item: FileInfo, event: MouseEvent) => void;
  /** Where files dragged from the desktop would land now. */
  dropTarget: DropTarget | undefined;
}

/**
 * The handlers and marks of a listing item's cell: dragging the selection onto a folder moves
 * it (rename permission), or copies it with Ctrl/Meta (create permission); a long press
 * toggles the item on single-click screens; the opening press starts the folder's listing;
 * the row files from the desktop would land in is marked.
 */
export function useItemProps({ ctx, selection, onMouseDown, dropTarget }: ItemPropsInput) {
  const { perm } = ctx.user;
  const gestures = useItemGestures({
    canDrag: perm.rename,
    longPress: ctx.user.singleClick,
    isSelected: (name) => selection.set.has(name),
    selectOnly: (name) => {
      selection.select([name]);
    },
    toggle: (item) => {
      selection.select(
        selection.set.has(item.name)
          ? selection.names.filter((name) => name !== item.name)
          : [...selection.names, item.name],
      );
    },
    dropInto: (target, copy) => {
      if (copy ? !perm.create : !perm.rename) return;
      const destination = `${target.path.replace(/\/$/, '')}/`;
      // The dragged selection may reach entries not loaded yet: it waits for the rest.
      ctx.resolveSelected().then((dragged) => {
        const moves = transferItems(dragged, ctx.path, destination);
        return startTransfer(ctx, copy ? 'copy' : 'move', moves, destination);
      }, ctx.showError);
    },
  });
  return (item: FileInfo): HTMLAttributes<HTMLDivElement> => ({
    ...gestures.itemProps(item),
    onMouseDown: (event) => {
      onMouseDown(item, event);
    },
    ...(dropTarget?.row === item.name && { 'data-drop-target': true }),
  });
}
