import { createClient } from '@file-browser/api-client';
import type { FileInfo, Listing } from '@file-browser/api-client';
import { createI18n } from '@file-browser/i18n';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { ShareView, type ShareViewProps } from '../lib/view/share-view';

/** The page the view thinks it is on; links are made absolute against it. */
export const PAGE = 'https://files.example/share/abc12345/';

/** A file or folder as the public share call lists it. */
export function entry(path: string, type = 'text', isDir = false): FileInfo {
  return {
    path,
    name: path.split('/').at(-1) ?? '',
    size: 2048,
    extension: '',
    modified: '2026-01-01T00:00:00Z',
    mode: 0,
    isDir,
    isSymlink: false,
    type: isDir ? '' : (type as FileInfo['type']),
  };
}

/** A shared folder at `path` holding `items`. */
export function folder(path: string, items: FileInfo[]): Listing {
  return {
    ...entry(path, '', true),
    name: 'trip',
    items,
    numDirs: items.filter((item) => item.isDir).length,
    numFiles: items.filter((item) => !item.isDir).length,
    sorting: { by: 'name', asc: false },
  };
}

/**
 * A real api-client whose fetch plays the public share endpoint: `answers` by path inside the
 * share, a folder's page when asked with `limit` (`offset`); with a `secret`, every call needs it in `X-SHARE-PASSWORD` (401 otherwise) and answers
 * carry the token `tok`. Records each call's path, password header, `limit` and whether a
 * session token was sent.
 */
export function shareServer(answers: Record<string, FileInfo | Listing>, secret?: string) {
  const calls: {
    path: string;
    password: string | null;
    xAuth: string | null;
    limit: string | null;
  }[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const inside = url.pathname.replace(/^\/api\/public\/share\/[^/]+/, '');
    const path = decodeURIComponent(inside) || '/';
    const password = headers.get('X-SHARE-PASSWORD');
    const limit = url.searchParams.get('limit');
    calls.push({ path, password, xAuth: headers.get('X-Auth'), limit });
    if (secret !== undefined && password !== encodeURIComponent(secret)) {
      return Promise.resolve(new Response('401 Unauthorized', { status: 401 }));
    }
    // The server canonicalises the path: no trailing slash (api-contract §4.6).
    const answer = answers[path.replace(/(.)\/$/, '$1')];
    if (!answer) return Promise.resolve(new Response('404 Not Found', { status: 404 }));
    const token = secret && { token: 'tok' };
    return Promise.resolve(Response.json({ ...pageOf(answer, url.searchParams), ...token }));
  };
  const onUnauthorized = vi.fn();
  const client = createClient({ baseURL: '', fetch, onUnauthorized, token: 'session' });
  return { client, calls, onUnauthorized };
}

/** A listing's page as the server answers `?limit=&offset=`; anything else as it is. */
function pageOf(answer: FileInfo | Listing, query: URLSearchParams) {
  const limit = query.get('limit');
  if (limit === null || !('items' in answer)) return answer;
  const offset = Number(query.get('offset') ?? '0');
  const items = answer.items.slice(offset, offset + Number(limit));
  return { ...answer, items, offset, limit: Number(limit), total: answer.items.length };
}

type Overrides = Partial<Omit<ShareViewProps, 'client'>> & Pick<ShareViewProps, 'client'>;

/** Renders the share view with spies for what it asks of the app. */
export async function renderShare(props: Overrides) {
  const i18n = await createI18n({ locale: 'en' });
  const spies = {
    navigate: vi.fn<(path: string) => void>(),
    notify: vi.fn<(kind: 'success' | 'error', message: string) => void>(),
    download: vi.fn<(url: string) => void>(),
    copyText: vi.fn<(text: string) => Promise<void>>(() => Promise.resolve()),
  };
  const view = (path: string) => (
    <I18nextProvider i18n={i18n}>
      <ShareView
        hash="abc12345"
        path={path}
        formatSize={(bytes) => `${String(bytes)} B`}
        formatModified={(iso) => `at ${iso}`}
        pageURL={PAGE}
        {...spies}
        {...props}
      />
    </I18nextProvider>
  );
  const result = render(view(props.path ?? '/'));
  return {
    ...spies,
    /** Shows another path of the same share, as the router would. */
    goTo: (path: string) => {
      result.rerender(view(path));
    },
  };
}
