import { Button, Card, Icon, Spinner } from '@file-browser/ui-kit';
import { mdiCheck, mdiPencil } from '@mdi/js';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../shared/call-errors';
import type { SettingsServices } from '../shared/settings-services';
import '../shared/settings.css';

/** `/settings/users` (spec §2): username, admin tick, scope and edit link per user; New. */
export function UserList({ services }: { services: SettingsServices }) {
  const { t } = useTranslation();
  const users = useQuery({
    queryKey: ['settings', 'users'],
    queryFn: ({ signal }) => services.client.listUsers({ signal }),
  });
  let body;
  if (users.isPending) body = <Spinner label={t('files.loading')} />;
  else if (users.isError) body = <p role="alert">{failureMessage(users.error, t)}</p>;
  else
    body = (
      <table className="fb-settings-table">
        <thead>
          <tr>
            <th scope="col">{t('settings.username')}</th>
            <th scope="col">{t('settings.admin')}</th>
            <th scope="col">{t('settings.scope')}</th>
            <th scope="col">
              <span className="fb-visually-hidden">{t('buttons.rename')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.data.map((user) => (
            <tr key={user.id}>
              <td>
                <bdi>{user.username}</bdi>
              </td>
              <td>{user.perm.admin && <Icon path={mdiCheck} label={t('settings.admin')} />}</td>
              <td>
                <bdi dir="ltr">{user.scope}</bdi>
              </td>
              <td className="fb-settings-table__actions">
                {services.renderLink(
                  `/settings/users/${String(user.id)}`,
                  <Icon path={mdiPencil} label={`${t('settings.user')} ${user.username}`} />,
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <Card
      actions={
        <Button
          onClick={() => {
            services.navigate('/settings/users/new');
          }}
        >
          {t('buttons.new')}
        </Button>
      }
    >
      {body}
    </Card>
  );
}
