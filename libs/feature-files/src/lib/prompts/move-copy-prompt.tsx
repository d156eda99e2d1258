import { Button, FolderPicker, Prompt, TextField } from '@file-browser/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';
import { startTransfer } from '../transfer/start-transfer';
import { transferItems, type TransferAction } from '../transfer/transfer';
import { canSubmitName, childPath, cleanName } from './prompt-rules';

const parentOf = (path: string) => path.replace(/[^/]+\/$/, '');

/**
 * Move and copy (spec §2 "Prompts"): a folder browser starting at the current folder. A click
 * selects a destination (single-click users open it), a double click or Enter opens it; with
 * nothing selected the folder being browsed is the destination, which the prompt states. Moving skips the selected
 * folders themselves and is disabled while the destination is the current folder.
 */
export function MoveCopyPrompt({ ctx, action }: { ctx: FilesContext; action: TransferAction }) {
  const { t } = useTranslation();
  const [browsing, setBrowsing] = useState(ctx.path);
  const [chosen, setChosen] = useState<string>();
  const [resolving, setResolving] = useState(false);
  const folders = useQuery({
    queryKey: ['picker', browsing],
    queryFn: ({ signal }) => ctx.client.getResource(browsing, { signal }),
  });
  const folderURL = (path: string) => `${path.replace(/\/$/, '')}/`;
  const moving = new Set(action === 'move' ? ctx.selected.map((item) => folderURL(item.path)) : []);
  const entries =
    folders.data && 'items' in folders.data
      ? folders.data.items
          .filter((item) => item.isDir)
          .map((item) => ({ name: item.name, url: folderURL(item.path) }))
          .filter((folder) => !moving.has(folder.url))
      : [];
  const destination = chosen ?? browsing;
  // One item is named in the title ("Move "report.pdf""); several keep the plain title.
  const only = ctx.selectedCount === 1 ? ctx.selected[0]?.name : undefined;
  const title =
    only === undefined
      ? t(action === 'move' ? 'prompts.move' : 'prompts.copy')
      : t(action === 'move' ? 'prompts.moveNamed' : 'prompts.copyNamed', { name: only });
  // "New folder" inside the picker (create permission): made in the folder being browsed.
  const [naming, setNaming] = useState<string>();
  const createFolder = async () => {
    if (naming === undefined || !canSubmitName(naming)) return;
    const made = childPath(browsing, cleanName(naming), true);
    try {
      await ctx.client.createFolder(made);
      setNaming(undefined);
      await folders.refetch();
      setChosen(made);
    } catch (error) {
      ctx.showError(error);
    }
  };
  const open = (url: string) => {
    setBrowsing(url);
    setChosen(undefined);
  };

  return (
    <Prompt
      title={title}
      labels={{
        confirm: action === 'move' ? t('buttons.move') : t('buttons.copy'),
        cancel: t('buttons.cancel'),
      }}
      confirmDisabled={action === 'move' && destination === ctx.path}
      busy={resolving}
      onConfirm={() => {
        // A selection reaching entries not loaded yet waits here for the rest of the folder.
        setResolving(true);
        ctx.resolveSelected().then(
          (selected) => {
            const items = transferItems(selected, ctx.path, destination);
            return startTransfer(ctx, action, items, destination, {
              openDestination: ctx.user.redirectAfterCopyMove,
            });
          },
          (error: unknown) => {
            setResolving(false);
            ctx.showError(error);
          },
        );
      }}
      onCancel={ctx.closePrompt}
    >
      <p>{action === 'move' ? t('prompts.moveMessage') : t('prompts.copyMessage')}</p>
      <FolderPicker
        label={t('files.folders')}
        folders={entries}
        {...(browsing !== '/' && { parentUrl: parentOf(browsing) })}
        {...(chosen && { selectedUrl: chosen })}
        singleClick={ctx.user.singleClick}
        location={`${t('prompts.currentlyNavigating')} ${browsing}`}
        onSelect={setChosen}
        onOpen={open}
      />
      {/* Selected or browsed, the destination said in words; paths read left to right. */}
      <p className="fb-picker-destination" aria-live="polite">
        {t(action === 'move' ? 'prompts.moveTo' : 'prompts.copyTo')}{' '}
        <bdi dir="ltr">{destination}</bdi>
      </p>
      {ctx.user.perm.create && naming === undefined && (
        <Button
          variant="flat"
          onClick={() => {
            setNaming('');
          }}
        >
          {t('sidebar.newFolder')}
        </Button>
      )}
      {naming !== undefined && (
        <div className="fb-picker-new-folder">
          <TextField label={t('prompts.newDirMessage')} value={naming} onChange={setNaming} />
          <Button
            variant="flat"
            disabled={!canSubmitName(naming)}
            onClick={() => void createFolder()}
          >
            {t('buttons.create')}
          </Button>
        </div>
      )}
    </Prompt>
  );
}
