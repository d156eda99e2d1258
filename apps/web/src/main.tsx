import { createApiClient } from '@file-browser/api-client';
import { createI18n, setDayjsLocale } from '@file-browser/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readAppConfig, themeAttribute } from './app/app-config';
import { createSession } from './app/create-session';
import { applyLocale, followSessionLocale, localeFor, setDocumentLocale } from './app/locale-sync';
import { browserTokenStore, sessionFromToken } from './app/token-store';
import './app/app.css';

declare global {
  interface Window {
    /** Startup settings the server writes into index.html (api-contract §6.3). */
    FileBrowser?: unknown;
  }
}

async function start(): Promise<void> {
  const config = readAppConfig(window.FileBrowser);
  const tokens = browserTokenStore(window.localStorage, document, config.baseURL);
  const client = createApiClient({
    baseURL: config.baseURL,
    getToken: () => tokens.load(),
    onUnauthorized: () => {
      session.send({ type: 'session.logout' });
    },
  });
  const session = createSession(client, tokens);
  // A stored session's locale is used from the first paint; the session keeps it in step later.
  const stored = tokens.load();
  const locale = localeFor(stored ? sessionFromToken(stored)?.user : null, navigator.languages);
  const [i18n] = await Promise.all([createI18n({ locale }), setDayjsLocale(locale)]);
  const root = document.documentElement;
  setDocumentLocale(root, locale);
  followSessionLocale(session, {
    initial: locale,
    browserLanguages: navigator.languages,
    apply: (code) => applyLocale(i18n, root, code),
    onError: (error: unknown) => {
      console.error('Could not switch the language', error);
    },
  });
  document.title = config.name;
  root.dataset['theme'] = themeAttribute(config.theme);

  const container = document.getElementById('app');
  if (!container) throw new Error('index.html has no #app element');
  createRoot(container).render(
    <StrictMode>
      <App config={config} client={client} session={session} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
