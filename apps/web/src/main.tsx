import { createI18n, setDayjsLocale, type I18n } from '@file-browser/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readAppConfig } from './app/app-config';
import { createBrowserServices, type BrowserServices } from './app/browser-services';
import { preloadFilesRoute } from './app/routes/app-routes';
import { prefetchAtBoot } from './app/routes/listing-prefetch';
import { applyLocale, followSessionLocale, localeFor, setDocumentLocale } from './app/locale-sync';
import { applyAccent } from './app/shell/accent';
import { applyTheme } from './app/shell/theme';
import { sessionFromToken } from './app/token-store';
import './app/app.css';

declare global {
  interface Window {
    /** Startup settings the server writes into index.html (api-contract §6.3). */
    FileBrowser?: unknown;
    /** The folder's first page index.html asked for as the page loaded (boot-listing.ts). */
    FileBrowserFirstPage?: unknown;
  }
}

/** Loads the first locale and keeps the app's language in step with the session. */
async function startLocale({ tokens, session }: BrowserServices, root: HTMLElement): Promise<I18n> {
  // A stored session's locale is used from the first paint; the session keeps it in step later.
  const stored = tokens.load();
  const locale = localeFor(stored ? sessionFromToken(stored)?.user : null, navigator.languages);
  const [i18n] = await Promise.all([createI18n({ locale }), setDayjsLocale(locale)]);
  setDocumentLocale(root, locale);
  followSessionLocale(session, {
    initial: locale,
    browserLanguages: navigator.languages,
    apply: (code) => applyLocale(i18n, root, code),
    onError: (error: unknown) => {
      console.error('Could not switch the language', error);
    },
  });
  return i18n;
}

async function start(): Promise<void> {
  const config = readAppConfig(window.FileBrowser);
  const root = document.documentElement;
  applyTheme(root, config.theme);
  applyAccent(document, config.color);
  document.title = config.name;
  const services = createBrowserServices(config);
  // Before anything is awaited: the folder's first page goes out with the navigation.
  prefetchAtBoot({ ...services, loadScreen: preloadFilesRoute });
  const i18n = await startLocale(services, root);

  const container = document.getElementById('app');
  if (!container) throw new Error('index.html has no #app element');
  const { client, queries, session, captcha, router } = services;
  createRoot(container).render(
    <StrictMode>
      <App
        config={config}
        client={client}
        session={session}
        captcha={captcha}
        i18n={i18n}
        router={router}
        queries={queries}
      />
    </StrictMode>,
  );
}

void start();
