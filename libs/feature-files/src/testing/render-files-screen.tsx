import type { ApiClient } from '@file-browser/api-client';
import { makeTokenUser } from '@file-browser/api-contract/testing';
import { createI18n, type I18n } from '@file-browser/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { FilesScreen } from '../lib/screen/files-screen';
import type { FilesScreenProps } from '../lib/screen/files-screen-props';

/**
 * The files screen inside its providers (`i18n`, `queries`), at `/` for a default user, with no
 * commands, thumbnails or tus and no-op callbacks: `props` say what a test cares about.
 */
export function filesScreenElement(
  i18n: I18n,
  queries: QueryClient,
  props: Partial<FilesScreenProps> & { client: ApiClient },
) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queries}>
        <FilesScreen
          user={makeTokenUser()}
          path="/"
          execEnabled={false}
          thumbnails={false}
          navigate={vi.fn()}
          notify={vi.fn()}
          onUserChanged={vi.fn()}
          tus={null}
          onUploadProgress={vi.fn()}
          shareURL={(hash) => hash}
          renderHeader={() => null}
          {...props}
        />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Renders {@link filesScreenElement} in English. */
export async function renderFilesScreen(
  props: Partial<FilesScreenProps> & { client: ApiClient },
  queries = new QueryClient(),
) {
  const i18n = await createI18n({ locale: 'en' });
  const view = render(filesScreenElement(i18n, queries, props));
  return { i18n, view };
}
