import type { TranslationKey } from '@file-browser/i18n';
import { Button, ErrorPanel } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppHeader } from '../shell/app-header';
import { useDocumentTitle } from './document-title';

/** The message of an error page by status: 0 is no connection. */
function messageKey(status: number): TranslationKey {
  if (status === 0) return 'errors.connection';
  if (status === 403) return 'errors.forbidden';
  if (status === 404) return 'errors.notFound';
  return 'errors.internal';
}

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  status: number;
  /** Runs what failed again. */
  onRetry: () => void;
}

/** An error page: the header, the panel for the status, Retry and Home (`/files/`). */
export function ErrorPage({ status, onRetry }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = t(messageKey(status));
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
              <Button variant="flat" onClick={onRetry}>
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
