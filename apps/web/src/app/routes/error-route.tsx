import type { TranslationKey } from '@file-browser/i18n';
import { Button, ErrorPanel } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppHeader } from '../shell/app-header';
import { useDocumentTitle } from './document-title';

/** The error pages of the route table. */
export type ErrorStatus = 403 | 404 | 500;

/** What a redirect to an error page carries: the page that could not be shown. */
export interface ErrorRouteState {
  from: string;
}

const messageKeys: Record<ErrorStatus, TranslationKey> = {
  403: 'errors.forbidden',
  404: 'errors.notFound',
  500: 'errors.internal',
};

function fromOf(state: unknown): string | undefined {
  const from = (state as Partial<ErrorRouteState> | null)?.from;
  return typeof from === 'string' ? from : undefined;
}

/**
 * `/403`, `/404`, `/500`: the header, the error panel for the status, and a way on: Retry opens
 * the page that failed again (the one that redirected here; else this address is reloaded),
 * Home the root folder.
 */
export function ErrorRoute({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = fromOf(useLocation().state);
  const message = t(messageKeys[status]);
  useDocumentTitle(message);
  return (
    <>
      <AppHeader />
      <main className="fb-page">
        <ErrorPanel
          status={status}
          message={message}
          action={
            <>
              <Button
                variant="flat"
                onClick={() => {
                  if (from === undefined) window.location.reload();
                  else void navigate(from, { replace: true });
                }}
              >
                {t('buttons.retry')}
              </Button>
              <Button onClick={() => void navigate('/files/')}>{t('files.home')}</Button>
            </>
          }
        />
      </main>
    </>
  );
}
