import type { ApiClient } from '@file-browser/api-client';
import { encodePath } from '@file-browser/api-client';
import { ListingPage } from '@file-browser/feature-files';
import { Button } from '@file-browser/ui-kit';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { AppConfig } from './app-config';
import { useSession } from './session-context';

/** `/files/{path}`: the header and the current folder. */
export function FilesRoute({ client, config }: { client: ApiClient; config: AppConfig }) {
  const session = useSession();
  const username = useSelector(session, (snapshot) => snapshot.context.user?.username);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const path = `/${useParams()['*'] ?? ''}`;

  return (
    <div className="fb-layout">
      <header className="fb-header">
        <img src={config.logoURL} alt="" width={32} height={32} />
        <span className="fb-header-title">{config.name}</span>
        <span className="fb-header-user">{username}</span>
        <Button
          variant="flat"
          onClick={() => {
            session.send({ type: 'session.logout' });
          }}
        >
          {t('sidebar.logout')}
        </Button>
      </header>
      <main className="fb-main">
        <ListingPage
          client={client}
          path={path}
          onOpen={(target) => {
            void navigate(`/files${encodePath(target)}`);
          }}
        />
      </main>
    </div>
  );
}
