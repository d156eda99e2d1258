import { Button, Card, PasswordField } from '@file-browser/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSendPassword, passwordValidity, type PasswordChange } from '../forms/password-change';
import type { SettingsServices } from '../shared/settings-services';
import { useSave } from '../shared/use-save';

const EMPTY: PasswordChange = { password: '', confirm: '', current: '' };

/**
 * The change-password form (spec §2, §5): the new password twice, both inputs green when they
 * match and red when they differ, and the current password when the server asks for it. Until
 * everything needed is filled in and the two agree, submitting sends nothing.
 */
export function ChangePasswordCard({ services }: { services: SettingsServices }) {
  const { t } = useTranslation();
  const [change, setChange] = useState(EMPTY);
  const { busy, save } = useSave(services.notify);
  const validity = passwordValidity(change);
  const edit = (patch: Partial<PasswordChange>) => {
    setChange((current) => ({ ...current, ...patch }));
  };

  const submit = async () => {
    if (!canSendPassword(change, services.askCurrentPassword)) return;
    await save(async () => {
      const { id } = services.user;
      await services.client.updateUser(id, { id, password: change.password }, ['password'], {
        currentPassword: change.current,
      });
      setChange(EMPTY);
      services.notify('success', t('settings.passwordUpdated'));
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Card
        title={t('settings.changePassword')}
        actions={
          <Button type="submit" busy={busy}>
            {t('buttons.update')}
          </Button>
        }
      >
        <PasswordField
          label={t('settings.newPassword')}
          autoComplete="new-password"
          value={change.password}
          validity={validity}
          onChange={(password) => {
            edit({ password });
          }}
        />
        <PasswordField
          label={t('settings.newPasswordConfirm')}
          autoComplete="new-password"
          value={change.confirm}
          validity={validity}
          onChange={(confirm) => {
            edit({ confirm });
          }}
        />
        {services.askCurrentPassword && (
          <PasswordField
            label={t('settings.currentPassword')}
            value={change.current}
            onChange={(current) => {
              edit({ current });
            }}
          />
        )}
      </Card>
    </form>
  );
}
