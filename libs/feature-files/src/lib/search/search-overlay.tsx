import type { ApiClient } from '@file-browser/api-client';
import { Button, Icon, Modal, Spinner, TextField } from '@file-browser/ui-kit';
import { mdiFile, mdiFolder } from '@mdi/js';
import { useId, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './search-overlay.css';
import { useSearch } from './use-search';

/** Results shown at first, and added each time the list is scrolled near its end. */
export const RESULTS_STEP = 50;
/** How near the end of the results (in pixels) the next page is shown. */
const NEAR_END_PX = 100;

const TYPES = [
  ['image', 'search.images'],
  ['audio', 'search.music'],
  ['video', 'search.video'],
  ['pdf', 'search.pdf'],
] as const;

/** Props of {@link SearchOverlay}. */
export interface SearchOverlayProps {
  client: ApiClient;
  /** The folder searched: the current one, or a file's folder. Ends in `/`. */
  folder: string;
  /** Opens a result (a scope path; folders end in `/`). */
  open: (path: string) => void;
  onClose: () => void;
}

/**
 * The search overlay (frontend-behaviour §9): Enter searches below the folder (never as you
 * type); an empty box offers the type shortcuts; results stream in with a folder or file icon
 * and their path relative to the folder, 50 at a time and 50 more near the end of the list;
 * a search that found nothing says so. A type shortcut puts the focus back in the box, so
 * Enter searches. Closing, or the stop button while it runs, aborts the search.
 */
export function SearchOverlay({ client, folder, open, onClose }: SearchOverlayProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(RESULTS_STEP);
  // The query of the search shown, until the box changes: what "No results for …" names.
  const [searched, setSearched] = useState<string>();
  const fieldId = useId();
  const search = useSearch(client, folder);

  const type = (value: string) => {
    search.clear();
    setSearched(undefined);
    setQuery(value);
  };
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_END_PX) {
      setShown((count) => count + RESULTS_STEP);
    }
  };

  return (
    <Modal
      title={t('buttons.search')}
      onClose={onClose}
      actions={
        <Button variant="flat" onClick={search.running ? search.stop : onClose}>
          {search.running ? t('buttons.stopSearch') : t('buttons.close')}
        </Button>
      }
    >
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim() === '') return;
          setShown(RESULTS_STEP);
          setSearched(query.trim());
          void search.run(query.trim());
        }}
      >
        <TextField
          id={fieldId}
          label={t('search.search')}
          type="search"
          value={query}
          onChange={type}
        />
      </form>
      {query === '' && (
        <div className="fb-search__types" aria-label={t('search.types')} role="group">
          {TYPES.map(([value, label]) => (
            <Button
              key={value}
              variant="flat"
              onClick={() => {
                type(`type:${value} `);
                // The buttons go with the empty box: back to the box, where Enter searches.
                document.getElementById(fieldId)?.focus();
              }}
            >
              {t(label)}
            </Button>
          ))}
        </div>
      )}
      {query !== '' && search.results.length === 0 && !search.running && (
        <p className="fb-search__hint" role="status">
          {searched === undefined || search.error !== undefined
            ? t('search.pressToSearch')
            : t('search.noResults', { query: searched })}
        </p>
      )}
      {search.running && <Spinner label={t('files.loading')} />}
      <ul className="fb-search__results" onScroll={onScroll}>
        {search.results.slice(0, shown).map((result) => (
          <li key={result.path}>
            <button
              type="button"
              onClick={() => {
                open(`${folder}${result.path}${result.dir ? '/' : ''}`);
              }}
            >
              <Icon path={result.dir ? mdiFolder : mdiFile} />
              <span dir="ltr">{`./${result.path}`}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
