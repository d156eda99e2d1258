import { Card, Checkbox, NumberInput, TextField } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import type { GlobalForm, GlobalFormErrors } from '../forms/global-form';
import { RulesEditor } from '../rules/rules-editor';

/** Props of the global settings' cards: the form, its errors and a way to change it. */
export interface GlobalCardProps {
  form: GlobalForm;
  errors: GlobalFormErrors;
  onChange: (change: (form: GlobalForm) => GlobalForm) => void;
  execEnabled: boolean;
}

/**
 * Sign-up, home folders, the minimum password length (≥ 1), the login token lifetime and the
 * logout page (when the server has them: upstream's does not send them; it checks them on
 * save) and the global rules.
 */
export function GeneralCard({ form, errors, onChange }: GlobalCardProps) {
  const { t } = useTranslation();
  const { settings } = form;
  const set = (patch: Partial<GlobalForm['settings']>) => {
    onChange((current) => ({ ...current, settings: { ...current.settings, ...patch } }));
  };
  return (
    <Card>
      <Checkbox
        label={t('settings.allowSignup')}
        checked={settings.signup}
        onChange={(signup) => {
          set({ signup });
        }}
      />
      <Checkbox
        label={t('settings.hideLoginButton')}
        checked={settings.hideLoginButton}
        onChange={(hideLoginButton) => {
          set({ hideLoginButton });
        }}
      />
      <Checkbox
        label={t('settings.createUserDir')}
        checked={settings.createUserDir}
        onChange={(createUserDir) => {
          set({ createUserDir });
        }}
      />
      <TextField
        label={t('settings.userHomeBasePath')}
        value={settings.userHomeBasePath}
        dir="ltr"
        onChange={(userHomeBasePath) => {
          set({ userHomeBasePath });
        }}
      />
      <NumberInput
        label={t('settings.minimumPasswordLength')}
        value={settings.minimumPasswordLength}
        onChange={(value) => {
          set({ minimumPasswordLength: value ?? 0 });
        }}
        {...(errors.minimumPasswordLength && { error: t('settings.atLeastOne') })}
      />
      {settings.tokenExpirationTime !== undefined && (
        <TextField
          label={t('settings.tokenExpirationTime')}
          value={settings.tokenExpirationTime}
          placeholder="2h"
          onChange={(tokenExpirationTime) => {
            set({ tokenExpirationTime });
          }}
        />
      )}
      {settings.logoutPage !== undefined && (
        <TextField
          label={t('settings.logoutPage')}
          value={settings.logoutPage}
          dir="ltr"
          placeholder="/login"
          onChange={(logoutPage) => {
            set({ logoutPage });
          }}
        />
      )}
      <fieldset className="fb-settings__fieldset">
        <legend>{t('settings.rules')}</legend>
        <p className="fb-settings__help">{t('settings.globalRules')}</p>
        <RulesEditor
          rules={settings.rules}
          invalid={errors.rules ?? []}
          onChange={(rules) => {
            set({ rules });
          }}
        />
      </fieldset>
    </Card>
  );
}
