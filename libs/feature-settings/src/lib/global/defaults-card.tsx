import type { UserDefaults } from '@file-browser/api-contract';
import { Card, Checkbox, TextField } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import { withPermission } from '../forms/permissions';
import { LanguageSelect } from '../shared/language-select';
import { PermissionsFields } from '../users/permissions-fields';
import type { GlobalCardProps } from './general-card';

type Flag = 'singleClick' | 'hideDotfiles' | 'dateFormat';

const FLAGS = [
  ['hideDotfiles', 'settings.hideDotfiles'],
  ['singleClick', 'settings.singleClick'],
  ['dateFormat', 'settings.setDateFormat'],
] as const satisfies readonly (readonly [Flag, string])[];

/**
 * What new users start with: scope, language, display preferences, permissions (with the same
 * administrator rule as the user form) and, when the server runs commands, their commands.
 */
export function DefaultsCard({ form, onChange, execEnabled }: GlobalCardProps) {
  const { t } = useTranslation();
  const { defaults } = form.settings;
  const set = (change: (defaults: UserDefaults) => Partial<UserDefaults>) => {
    onChange((current) => {
      const now = current.settings.defaults;
      return {
        ...current,
        settings: { ...current.settings, defaults: { ...now, ...change(now) } },
      };
    });
  };
  return (
    <Card title={t('settings.userDefaults')}>
      <p className="fb-settings__help">{t('settings.defaultUserDescription')}</p>
      <TextField
        label={t('settings.scope')}
        value={defaults.scope}
        dir="ltr"
        onChange={(scope) => {
          set(() => ({ scope }));
        }}
      />
      <LanguageSelect
        value={defaults.locale}
        onChange={(locale) => {
          set(() => ({ locale }));
        }}
      />
      {FLAGS.map(([flag, label]) => (
        <Checkbox
          key={flag}
          label={t(label)}
          checked={defaults[flag]}
          onChange={(checked) => {
            set(() => ({ [flag]: checked }));
          }}
        />
      ))}
      <PermissionsFields
        perm={defaults.perm}
        execEnabled={execEnabled}
        onChange={(name, value) => {
          set((now) => ({ perm: withPermission(now.perm, name, value) }));
        }}
      />
      {execEnabled && (
        <>
          <TextField
            label={t('settings.userCommands')}
            value={form.defaultCommandsText}
            dir="ltr"
            onChange={(defaultCommandsText) => {
              onChange((current) => ({ ...current, defaultCommandsText }));
            }}
          />
          <p className="fb-settings__help">{t('settings.commandsNoShell')}</p>
        </>
      )}
    </Card>
  );
}
