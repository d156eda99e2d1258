import { resolveLocale, type I18n } from '@file-browser/i18n';
import { Button, Card, Checkbox, NumberInput } from '@file-browser/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROFILE_FIELDS,
  UPLOADS_LIMIT_MAX,
  UPLOADS_LIMIT_MIN,
  clampUploadsLimit,
  profileFromUser,
  profileUpdate,
  type ProfileForm,
} from '../forms/profile-form';
import { LanguageSelect } from '../shared/language-select';
import type { SettingsServices } from '../shared/settings-services';
import { useSave } from '../shared/use-save';

/**
 * A `t` in a saved language, its catalogue loaded. The app switches language only once the
 * renewed session arrives, after the toast is shown: the toast is resolved in the saved
 * language, or it would speak the language the user just left.
 */
async function languageT(i18n: I18n, locale: string): Promise<I18n['t']> {
  const code = resolveLocale(locale);
  await i18n.loadLanguages(code);
  return i18n.getFixedT(code);
}

type Flag = 'hideDotfiles' | 'singleClick' | 'dateFormat' | 'redirectAfterCopyMove';

const FLAGS = [
  ['hideDotfiles', 'settings.hideDotfiles'],
  ['singleClick', 'settings.singleClick'],
  ['dateFormat', 'settings.setDateFormat'],
  ['redirectAfterCopyMove', 'settings.redirectAfterCopyMove'],
] as const satisfies readonly (readonly [Flag, string])[];

/**
 * The profile preferences (spec §2 Settings): hide dotfiles, single click, exact dates, language
 * and how many uploads run at once (1–10). Saving writes only these fields, then renews the
 * session so the new language and preferences take effect.
 */
export function PreferencesCard({ services }: { services: SettingsServices }) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<ProfileForm>(() =>
    profileFromUser(services.user, services.uploadsLimit),
  );
  const { busy, save: run } = useSave(services.notify);
  const change = (patch: Partial<ProfileForm>) => {
    setForm((current) => ({ ...current, ...patch }));
  };

  const save = () =>
    run(async () => {
      const { user } = services;
      await services.client.updateUser(user.id, profileUpdate(user.id, form), PROFILE_FIELDS);
      services.setUploadsLimit(form.uploadsLimit);
      const saved = form.locale ? await languageT(i18n, form.locale) : t;
      services.notify('success', saved('settings.settingsUpdated'));
      services.onUserChanged();
    });

  return (
    <Card
      actions={
        <Button busy={busy} onClick={() => void save()}>
          {t('buttons.update')}
        </Button>
      }
    >
      {FLAGS.map(([flag, label]) => (
        <Checkbox
          key={flag}
          label={t(label)}
          checked={form[flag]}
          onChange={(checked) => {
            change({ [flag]: checked });
          }}
        />
      ))}
      <NumberInput
        label={t('settings.uploadsLimit')}
        value={form.uploadsLimit}
        min={UPLOADS_LIMIT_MIN}
        max={UPLOADS_LIMIT_MAX}
        onChange={(value) => {
          change({ uploadsLimit: clampUploadsLimit(value, form.uploadsLimit) });
        }}
      />
      <LanguageSelect
        value={form.locale}
        onChange={(locale) => {
          change({ locale });
        }}
      />
    </Card>
  );
}
