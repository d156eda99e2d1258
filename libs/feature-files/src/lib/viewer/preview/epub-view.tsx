import type { FileInfo } from '@file-browser/api-client';
import { IconButton, Select, Spinner } from '@file-browser/ui-kit';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import ePub, { type NavItem, type Rendition } from 'epubjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTyping } from '../../keyboard/key-map';
import type { FilesContext } from '../../shared/files-context';

/** The table of contents flattened, nested chapters indented. */
function flatten(items: readonly NavItem[], depth = 0): { value: string; label: string }[] {
  return items.flatMap((item) => [
    { value: item.href, label: `${'\u2003'.repeat(depth)}${item.label.trim()}` },
    ...flatten(item.subitems ?? [], depth + 1),
  ]);
}

/**
 * An EPUB book, page by page (epub.js over the file's bytes from `/api/raw`): previous and
 * next page buttons and ←/→ (in the page too), the table of contents as a list. The book's
 * pages are in an iframe sandboxed without `allow-scripts` (epub.js's `allowScriptedContent`
 * off), and as `srcdoc` documents they keep the app's CSP, so a book's scripts never run.
 */
export function EpubView(props: { ctx: FilesContext; file: FileInfo; keysEnabled: boolean }) {
  const { ctx, file } = props;
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [rendition, setRendition] = useState<Rendition>();
  const [contents, setContents] = useState<{ value: string; label: string }[]>([]);
  const [chapter, setChapter] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let destroy: () => void = () => undefined;
    const open = async () => {
      const response = await ctx.client.download(ctx.client.rawURL(file.path), {
        signal: controller.signal,
      });
      const bytes = await response.arrayBuffer();
      if (controller.signal.aborted || !host.current) return;
      const book = ePub(bytes);
      destroy = () => {
        book.destroy();
      };
      // A file that is no book (not a zip, no package) never opens: epub.js says so only here.
      book.on('openFailed', () => {
        setFailed(true);
      });
      const view = book.renderTo(host.current, {
        width: '100%',
        height: '100%',
        flow: 'paginated',
        allowScriptedContent: false,
      });
      view.on('relocated', (location: { start: { href: string } }) => {
        setChapter(location.start.href);
      });
      await view.display();
      setRendition(view);
      const navigation = await book.loaded.navigation;
      setContents(flatten(navigation.toc));
    };
    open().catch(() => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => {
      controller.abort();
      destroy();
    };
  }, [ctx.client, file.path]);

  const keysEnabled = props.keysEnabled;
  useEffect(() => {
    if (!rendition || !keysEnabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      if (event.key === 'ArrowLeft') void rendition.prev();
      else if (event.key === 'ArrowRight') void rendition.next();
    };
    // Keys pressed in the page (its iframe) come through epub.js, the rest to the window.
    window.addEventListener('keydown', onKey);
    rendition.on('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      rendition.off('keydown', onKey);
    };
  }, [rendition, keysEnabled]);

  if (failed) return <p role="alert">{t('files.bookFailed')}</p>;
  return (
    <div className="fb-epub">
      {contents.length > 0 && (
        <Select
          label={t('files.bookContents')}
          value={contents.some((item) => item.value === chapter) ? chapter : ''}
          options={[{ value: '', label: '' }, ...contents]}
          onChange={(href) => {
            if (href) void rendition?.display(href);
          }}
        />
      )}
      <div className="fb-epub__page">
        {!rendition && <Spinner label={t('files.loading')} />}
        <div ref={host} className="fb-epub__book" />
      </div>
      <div className="fb-epub__turns">
        <IconButton
          icon={mdiChevronLeft}
          label={t('files.bookPrevious')}
          disabled={!rendition}
          onClick={() => void rendition?.prev()}
        />
        <IconButton
          icon={mdiChevronRight}
          label={t('files.bookNext')}
          disabled={!rendition}
          onClick={() => void rendition?.next()}
        />
      </div>
    </div>
  );
}
