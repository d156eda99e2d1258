import { formatModified, IconButton, Spinner } from '@file-browser/ui-kit';
import {
  mdiChevronLeft,
  mdiChevronRight,
  mdiImageSizeSelectLarge,
  mdiHighDefinition,
} from '@mdi/js';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileCard } from '../../screen/file-card';
import { ViewerHeader } from '../viewer-header';
import { viewerKind } from '../viewer-kind';
import type { ViewerProps } from '../viewer-props';
import { ImageViewer } from './image-viewer';
import { usePreviewKeys, useSwipe } from './use-preview-keys';
import { VideoPlayer } from './video-player';
import './preview-view.css';

// The CSV parser is its own chunk: images and media never need it.
const CsvView = lazy(() => import('./csv-view').then((module) => ({ default: module.CsvView })));
// epub.js (and the zip reader under it) loads only when a book is opened.
const EpubView = lazy(() => import('./epub-view').then((module) => ({ default: module.EpubView })));

/**
 * The preview screen (spec §2, frontend-behaviour §10): an image (resized or full size, zoom
 * and pan), video with its subtitle tracks, audio, a PDF in the browser's viewer, a CSV table,
 * or a download card; previous/next among the folder's previewable files by the arrow
 * buttons, the arrow keys (not on video, which seeks with them) and a swipe.
 */
export default function PreviewScreen(props: ViewerProps) {
  const { ctx, file, previous, next, resizePreview } = props;
  const { t } = useTranslation();
  const kind = viewerKind(file);
  const [fullSize, setFullSize] = useState(false);
  const go = (target: typeof next) => {
    if (target) ctx.navigate(target.path);
  };
  const close = () => {
    ctx.navigate(ctx.path);
  };
  usePreviewKeys({
    enabled: !props.promptOpen,
    // Video seeks and books turn pages with the arrows.
    arrows: kind !== 'video' && kind !== 'epub',
    previous: () => {
      go(previous);
    },
    next: () => {
      go(next);
    },
    close,
  });
  const swipe = useSwipe({
    previous: () => {
      go(previous);
    },
    next: () => {
      go(next);
    },
  });
  const raw = ctx.client.rawURL(file.path, { inline: true });
  // The server's preview is JPEG or PNG, also of what a browser cannot show (TIFF, camera raw).
  const big = ctx.client.previewURL('big', file.path, file.modified);
  const resized = resizePreview && !fullSize;
  const noPreview = (
    <FileCard
      ctx={ctx}
      file={file}
      message={t('files.noPreview')}
      formatModified={(iso) => formatModified(iso, ctx.user.dateFormat)}
    />
  );

  return (
    <>
      {props.renderHeader(
        <ViewerHeader ctx={ctx} file={file} onClose={close}>
          {kind === 'image' && resizePreview && (
            <IconButton
              icon={fullSize ? mdiImageSizeSelectLarge : mdiHighDefinition}
              label={fullSize ? t('files.resizedSize') : t('files.fullSize')}
              onClick={() => {
                setFullSize(!fullSize);
              }}
            />
          )}
        </ViewerHeader>,
      )}
      <main className={`fb-page fb-preview fb-preview--${kind}`} {...swipe}>
        {kind === 'image' && (
          <ImageViewer
            key={`${file.path} ${String(fullSize)}`}
            alt={file.name}
            sources={resized ? [big, raw] : [raw, big]}
            fallback={noPreview}
          />
        )}
        {kind === 'video' && (
          <VideoPlayer
            src={raw}
            name={file.name}
            keysEnabled={!props.promptOpen}
            tracks={(file.subtitles ?? []).map((path) => ({
              src: ctx.client.subtitleURL(path),
              label: subtitleLabel(path),
            }))}
          />
        )}
        {kind === 'audio' && (
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <audio className="fb-preview__audio" src={raw} controls autoPlay aria-label={file.name} />
        )}
        {kind === 'pdf' && (
          <object
            className="fb-preview__pdf"
            data={raw}
            type="application/pdf"
            aria-label={file.name}
          >
            <FileCard
              ctx={ctx}
              file={file}
              formatModified={(iso) => formatModified(iso, ctx.user.dateFormat)}
            />
          </object>
        )}
        {kind === 'csv' && (
          <Suspense fallback={<Spinner label={t('files.loading')} />}>
            <CsvView ctx={ctx} file={file} />
          </Suspense>
        )}
        {kind === 'epub' && (
          <Suspense fallback={<Spinner label={t('files.loading')} />}>
            <EpubView ctx={ctx} file={file} keysEnabled={!props.promptOpen} />
          </Suspense>
        )}
        {kind === 'blob' && noPreview}
        {previous && (
          <IconButton
            icon={mdiChevronLeft}
            label={t('buttons.previous')}
            className="fb-preview__arrow fb-preview__arrow--previous"
            onClick={() => {
              go(previous);
            }}
          />
        )}
        {next && (
          <IconButton
            icon={mdiChevronRight}
            label={t('buttons.next')}
            className="fb-preview__arrow fb-preview__arrow--next"
            onClick={() => {
              go(next);
            }}
          />
        )}
      </main>
    </>
  );
}

/** A subtitle's track label: its file name without the extension (`movie.en.vtt` → `movie.en`). */
export function subtitleLabel(path: string): string {
  const name = path.split('/').at(-1) ?? path;
  return name.replace(/\.[^.]+$/, '');
}
