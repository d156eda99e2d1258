import { createApiClient } from '@file-browser/api-client';
import { createI18n, detectLocale } from '@file-browser/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readAppConfig } from './app/app-config';
import { createSession } from './app/create-session';
import { browserTokenStore } from './app/token-store';
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
  const i18n = await createI18n({ locale: detectLocale(navigator.languages) });
  document.title = config.name;

  const container = document.getElementById('app');
  if (!container) throw new Error('index.html has no #app element');
  createRoot(container).render(
    <StrictMode>
      <App config={config} client={client} session={session} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
