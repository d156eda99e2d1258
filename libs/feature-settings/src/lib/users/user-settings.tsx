import { Spinner } from '@file-browser/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formFromDefaults, formFromUser } from '../forms/user-form';
import { failureMessage } from '../shared/call-errors';
import type { SettingsServices } from '../shared/settings-services';
import { UserEditor } from './user-editor';
import '../shared/settings.css';

/** Props of {@link UserSettings}. */
export interface UserSettingsProps {
  services: SettingsServices;
  /** The route's id: a user id, or `'new'`. */
  id: string;
}

/**
 * `/settings/users/{id}`: loads the user (or, for `new`, the global settings whose defaults a
 * new user starts from) and shows the user form.
 */
export function UserSettings({ services, id }: UserSettingsProps) {
  const { t } = useTranslation();
  const { client } = services;
  const isNew = id === 'new';
  const settings = useQuery({
    queryKey: ['settings', 'global'],
    queryFn: ({ signal }) => client.getSettings({ signal }),
  });
  const user = useQuery({
    queryKey: ['settings', 'user', id],
    queryFn: ({ signal }) => client.getUser(Number(id), { signal }),
    enabled: !isNew,
    // Always the stored record: the form replaces it whole on save.
    gcTime: 0,
  });
  const failure = settings.error ?? user.error;
  if (failure) return <p role="alert">{failureMessage(failure, t)}</p>;
  if (!settings.data || (!isNew && !user.data)) return <Spinner label={t('files.loading')} />;
  const { defaults, createUserDir } = settings.data;

  if (isNew || !user.data) {
    return (
      <UserEditor
        key="new"
        services={services}
        target={{ id: 'new', base: defaults }}
        initial={formFromDefaults(defaults, createUserDir)}
        createUserDir={createUserDir}
      />
    );
  }
  return (
    <UserEditor
      key={user.data.id}
      services={services}
      target={{ id: user.data.id, user: user.data }}
      initial={formFromUser(user.data)}
      createUserDir={createUserDir}
    />
  );
}
