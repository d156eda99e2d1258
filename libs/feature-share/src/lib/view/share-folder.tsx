import type { FileInfo, Listing } from '@file-browser/api-client';
import type { ArchiveAlgorithm } from '@file-browser/api-contract';
import { Button, Card, QRCode, SelectionBar, clickSelection } from '@file-browser/ui-kit';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ShareLinks } from '../links/share-links';
import { ArchivePrompt } from './archive-prompt';
import { ShareActions } from './share-actions';
import { ShareListing } from './share-listing';
import { hasPreview, SharePreview } from './share-preview';

/** QR code size of a shared folder's download link, in px (spec §2). */
export const FOLDER_QR_SIZE = 100;

/** Props of {@link ShareFolder}. */
export interface ShareFolderProps {
  listing: Listing;
  /** The folder's path inside the share (`/`, `/sub`), as its listing says. */
  path: string;
  links: ShareLinks;
  /** Makes a link absolute (QR code). */
  absolute: (url: string) => string;
  open: (item: FileInfo) => void;
  download: (url: string) => void;
  /** Copies a file's download link and says so. */
  copyLink: (url: string) => void;
  /** The header's node for the folder's actions; none rendered while null. */
  actionsSlot: HTMLElement | null;
  formatSize: (bytes: number) => string;
  formatModified: (iso: string) => string;
}

/** The last name of a folder path; the share's own name (else `/`) at its root. */
export function folderName(path: string, rootName: string): string {
  return path.split('/').filter(Boolean).at(-1) ?? (rootName || '/');
}

/**
 * A shared folder: its name, item counts, a download of it all and a QR code of 100 px; its
 * items 100 at a time with multi-select (a big folder's first page is shown, with the whole
 * folder's counts, while the rest loads); the header's download (one file directly, else an
 * archive of the selection or the folder in a chosen format), copy of one selected file's link,
 * "select several", and a preview (a dialog) of one selected image, audio or video. Escape clears.
 */
export function ShareFolder({ listing, path, links, ...props }: ShareFolderProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>([]);
  const [multiple, setMultiple] = useState(false);
  const [archiveOf, setArchiveOf] = useState<'folder' | 'selection'>();
  const [previewing, setPreviewing] = useState(false);
  const order = listing.items.map((item) => item.name);
  const chosen = listing.items.filter((item) => selected.includes(item.name));
  const single = chosen.length === 1 ? chosen[0] : undefined;
  const singleFile = single && !single.isDir ? single : undefined;
  const previewed = singleFile && hasPreview(singleFile) ? singleFile : undefined;
  const name = folderName(path, listing.name);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSelected([]);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const pick = (algo: ArchiveAlgorithm) => {
    const paths = chosen.map((item) => item.path);
    props.download(
      archiveOf === 'selection' ? links.selection(paths, algo) : links.folder(path, algo),
    );
    setArchiveOf(undefined);
  };

  const actions = (
    <ShareActions
      selectedCount={chosen.length}
      singleFile={singleFile !== undefined}
      multiple={multiple}
      onDownload={() => {
        if (singleFile) props.download(links.file(singleFile.path));
        else setArchiveOf(chosen.length > 0 ? 'selection' : 'folder');
      }}
      onCopyLink={() => {
        if (singleFile) props.copyLink(links.file(singleFile.path));
      }}
      onPreview={
        previewed &&
        (() => {
          setPreviewing(true);
        })
      }
      onToggleMultiple={() => {
        setMultiple(!multiple);
      }}
    />
  );
  return (
    <>
      {props.actionsSlot && createPortal(actions, props.actionsSlot)}
      <Card title={name} className="fb-share-info">
        <dl className="fb-share-facts">
          <dt>{t('prompts.numberDirs')}</dt>
          <dd>{listing.numDirs}</dd>
          <dt>{t('prompts.numberFiles')}</dt>
          <dd>{listing.numFiles}</dd>
        </dl>
        <div className="fb-share-actions">
          <Button
            onClick={() => {
              setArchiveOf('folder');
            }}
          >
            {t('buttons.download')}
          </Button>
        </div>
        <QRCode
          value={props.absolute(links.folder(path, 'zip'))}
          label={t('download.downloadFolder')}
          size={FOLDER_QR_SIZE}
        />
      </Card>
      <ShareListing
        label={name}
        items={listing.items}
        total={listing.numDirs + listing.numFiles}
        selected={selected}
        onSelect={(item, event) => {
          const modifiers = { toggle: event.ctrlKey || event.metaKey, shift: event.shiftKey };
          setSelected(clickSelection(selected, order, item.name, { ...modifiers, multiple }));
        }}
        onOpen={props.open}
        formatSize={props.formatSize}
        formatModified={props.formatModified}
      />
      {multiple && (
        <SelectionBar
          message={
            chosen.length > 0
              ? t('prompts.filesSelected', { count: chosen.length })
              : t('files.multipleSelectionEnabled')
          }
          clearLabel={t('buttons.clear')}
          onClear={() => {
            setMultiple(false);
            setSelected([]);
          }}
        />
      )}
      {previewing && previewed && (
        <SharePreview
          item={previewed}
          url={links.file(previewed.path, true)}
          onClose={() => {
            setPreviewing(false);
          }}
        />
      )}
      {archiveOf && (
        <ArchivePrompt
          onPick={pick}
          onClose={() => {
            setArchiveOf(undefined);
          }}
        />
      )}
    </>
  );
}
