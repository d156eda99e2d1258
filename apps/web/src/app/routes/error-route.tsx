import type { TranslationKey } from '@file-browser/i18n';
import { ErrorPanel } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../shell/app-header';
import { useDocumentTitle } from './document-title';

/** The error pages of the route table. */
export type ErrorStatus = 403 | 404 | 500;

const messageKeys: Record<ErrorStatus, TranslationKey> = {
  403: 'errors.forbidden',
  404: 'errors.notFound',
  500: 'errors.internal',
};

/** `/403`, `/404`, `/500`: the header and the error panel for the status. */
export function ErrorRoute({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation();
  const message = t(messageKeys[status]);
  useDocumentTitle(message);
  return (
    <>
      <AppHeader />
      <main className="fb-page">
        <ErrorPanel status={status} message={message} />
      </main>
    </>
  );
}
