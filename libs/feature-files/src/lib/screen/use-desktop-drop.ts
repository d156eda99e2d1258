import type { LocalItem } from '@file-browser/upload-engine';
import { useEffect, useRef, useState, type DragEvent, type HTMLAttributes } from 'react';
import { chosenItems } from '../prompts/upload-prompt';
import { carriesFiles, droppedItems, dropFolder } from '../transfer/dropped-items';

/** Where files dragged from the desktop would land while they are over the listing. */
export interface DropTarget {
  /** The folder's path: a folder row under the pointer, else the folder shown. */
  folder: string;
  /** That folder row's name; undefined when the drop goes to the folder shown. */
  row: string | undefined;
}

/**
 * Files dragged from the desktop over the files screen (upload permission): the drop target
 * while they are over it, and the handlers of the area that takes them. Moving over child
 * elements fires `dragleave` on the one left before `dragenter` on the next, so the area
 * counts the elements entered and only a count back at 0 means the drag has left it.
 */
export function useDesktopDrop(
  enabled: boolean,
  folder: string,
  upload: (items: LocalItem[], folder: string) => void,
) {
  const [target, setTarget] = useState<DropTarget>();
  const depth = useRef(0);
  const takes = (event: DragEvent) => enabled && carriesFiles([...event.dataTransfer.types]);
  const aim = (event: DragEvent) => {
    const into = dropFolder(event.target, folder);
    const row = into === folder ? undefined : into.slice(folder.length, -1);
    // The same target again changes nothing: no render for each `dragover`.
    setTarget((shown) =>
      shown?.folder === into && shown.row === row ? shown : { folder: into, row },
    );
  };
  const reset = () => {
    depth.current = 0;
    setTarget(undefined);
  };
  const zoneProps: HTMLAttributes<HTMLElement> = {
    onDragEnter: (event) => {
      if (!takes(event)) return;
      depth.current += 1;
      aim(event);
    },
    onDragOver: (event) => {
      if (!takes(event)) return;
      event.preventDefault();
      aim(event);
    },
    onDragLeave: (event) => {
      if (!takes(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setTarget(undefined);
    },
    onDrop: (event) => {
      if (!takes(event)) return;
      event.preventDefault();
      const into = dropFolder(event.target, folder);
      reset();
      void droppedItems(event.dataTransfer).then((items) => {
        upload(items, into);
      });
    },
  };
  return { target, zoneProps };
}

/**
 * Ctrl/Cmd+V of files copied in the operating system uploads them into the folder shown
 * (beyond upstream), while `enabled` (the upload permission, no prompt or search open).
 */
export function usePastedFiles(enabled: boolean, upload: (items: LocalItem[]) => void) {
  const latest = useRef(upload);
  useEffect(() => {
    latest.current = upload;
  });
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = event.clipboardData?.files;
      if (!files || files.length === 0) return;
      event.preventDefault();
      latest.current(chosenItems(files));
    };
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('paste', onPaste);
    };
  }, [enabled]);
}
