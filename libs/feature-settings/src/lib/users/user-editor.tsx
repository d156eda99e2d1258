import type { User, UserData } from '@file-browser/api-contract';
import { Button, Card } from '@file-browser/ui-kit';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidRules } from '../forms/rules';
import {
  userFormData,
  userFormError,
  userFormReducer,
  type UserFormState,
} from '../forms/user-form';
import { ConfirmPrompt } from '../shared/confirm-prompt';
import type { SettingsServices } from '../shared/settings-services';
import { useSave } from '../shared/use-save';
import { UserFields } from './user-fields';

/** Props of {@link UserEditor}. */
export interface UserEditorProps {
  services: SettingsServices;
  /** The user being edited, or `'new'` with the fields the new user starts from. */
  target: { id: number; user: User } | { id: 'new'; base: UserData };
  initial: UserFormState;
  createUserDir: boolean;
}

type Asking = 'save' | 'delete' | null;

/**
 * The user form with its buttons (spec §2): delete (existing users, after the deleteUser
 * prompt), cancel and save. Nothing is sent while the form is incomplete; the caller's password
 * is asked for when the server wants it. Toasts: userCreated, userUpdated, userDeleted; a 403
 * on delete shows errors.forbidden.
 */
export function UserEditor({ services, target, initial, createUserDir }: UserEditorProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(userFormReducer, initial);
  const [missing, setMissing] = useState<'username' | 'password' | null>(null);
  const [badRules, setBadRules] = useState<number[]>([]);
  const [asking, setAsking] = useState<Asking>(null);
  const { busy, save: run } = useSave(services.notify);
  const isNew = target.id === 'new';
  const self = target.id === services.user.id;

  const attempt = async (action: () => Promise<void>, forbidden?: 'errors.forbidden') => {
    await run(action, forbidden);
    setAsking(null);
  };
  const save = (currentPassword: string) =>
    attempt(async () => {
      const { client } = services;
      if (target.id === 'new') {
        const data = { ...target.base, ...userFormData(state) };
        const id = await client.createUser(data, { currentPassword });
        services.notify('success', t('settings.userCreated'));
        services.navigate(`/settings/users/${String(id)}`);
        return;
      }
      const data = { ...target.user, ...userFormData(state) };
      await client.updateUser(target.id, data, ['all'], { currentPassword });
      services.notify('success', t('settings.userUpdated'));
      if (self) services.onUserChanged();
    });
  const remove = (currentPassword: string) =>
    attempt(async () => {
      if (target.id === 'new') return;
      await services.client.deleteUser(target.id, { currentPassword });
      services.notify('success', t('settings.userDeleted'));
      // Without their account the session ends: renewing it logs the user out.
      if (self) services.onUserChanged();
      else services.navigate('/settings/users');
    }, 'errors.forbidden');
  const requestSave = () => {
    const error = userFormError(state, isNew);
    const invalid = invalidRules(state.user.rules);
    setMissing(error);
    setBadRules(invalid);
    if (error || invalid.length > 0) return;
    if (services.askCurrentPassword) setAsking('save');
    else void save('');
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        requestSave();
      }}
    >
      <Card
        title={isNew ? t('settings.newUser') : state.user.username || t('settings.user')}
        actions={
          <>
            {!isNew && (
              <Button
                variant="flat"
                className="fb-button--danger"
                onClick={() => {
                  setAsking('delete');
                }}
              >
                {t('buttons.delete')}
              </Button>
            )}
            <Button
              variant="flat"
              onClick={() => {
                services.navigate('/settings/users');
              }}
            >
              {t('buttons.cancel')}
            </Button>
            <Button type="submit" busy={busy}>
              {t('buttons.save')}
            </Button>
          </>
        }
      >
        <UserFields
          state={state}
          dispatch={dispatch}
          isNew={isNew}
          createUserDir={createUserDir}
          execEnabled={services.execEnabled}
          missing={missing}
          invalidRules={badRules}
        />
      </Card>
      {asking && (
        <ConfirmPrompt
          title={asking === 'delete' ? t('buttons.delete') : t('prompts.currentPassword')}
          {...(asking === 'delete' && { message: <p>{t('prompts.deleteUser')}</p> })}
          confirmLabel={asking === 'delete' ? t('buttons.delete') : t('buttons.save')}
          danger={asking === 'delete'}
          busy={busy}
          askCurrentPassword={services.askCurrentPassword}
          onConfirm={(password) => void (asking === 'delete' ? remove(password) : save(password))}
          onCancel={() => {
            setAsking(null);
          }}
        />
      )}
    </form>
  );
}
