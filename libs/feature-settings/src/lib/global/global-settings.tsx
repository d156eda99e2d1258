import type { Settings } from '@file-browser/api-contract';
import { Button, Spinner } from '@file-browser/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  globalFormErrors,
  globalFormFrom,
  settingsUpdate,
  type GlobalForm,
  type GlobalFormErrors,
} from '../forms/global-form';
import { failureMessage } from '../shared/call-errors';
import type { SettingsServices } from '../shared/settings-services';
import { useSave } from '../shared/use-save';
import { BrandingCard } from './branding-card';
import { CommandRunnerCard } from './command-runner-card';
import { DefaultsCard } from './defaults-card';
import { GeneralCard } from './general-card';
import { TusCard } from './tus-card';
import '../shared/settings.css';

/** `/settings/global` (admins): loads the settings and shows their form. */
export function GlobalSettings({ services }: { services: SettingsServices }) {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ['settings', 'global'],
    queryFn: ({ signal }) => services.client.getSettings({ signal }),
  });
  if (settings.isError) return <p role="alert">{failureMessage(settings.error, t)}</p>;
  if (settings.isPending) return <Spinner label={t('files.loading')} />;
  return <GlobalEditor services={services} initial={settings.data} />;
}

/**
 * Every global setting in cards, checked before anything is sent (minimum password length ≥ 1,
 * retry count ≥ 0, regular expressions that compile); after a save the theme is applied and
 * settingsUpdated shown.
 */
function GlobalEditor({ services, initial }: { services: SettingsServices; initial: Settings }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const [form, setForm] = useState<GlobalForm>(() => globalFormFrom(initial));
  const [errors, setErrors] = useState<GlobalFormErrors>({});
  const { busy, save: run } = useSave(services.notify);
  const card = { form, errors, onChange: setForm, execEnabled: services.execEnabled };

  const save = async () => {
    const found = globalFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(async () => {
      const body = settingsUpdate(form);
      await services.client.updateSettings(body);
      await queries.invalidateQueries({ queryKey: ['settings', 'global'] });
      services.onBrandingSaved(body.branding);
      services.notify('success', t('settings.settingsUpdated'));
    });
  };

  return (
    <form
      className="fb-settings__cards"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <GeneralCard {...card} />
      <BrandingCard {...card} />
      <TusCard {...card} />
      <DefaultsCard {...card} />
      {services.execEnabled && <CommandRunnerCard {...card} />}
      <div className="fb-settings__save">
        <Button type="submit" busy={busy}>
          {t('buttons.update')}
        </Button>
      </div>
    </form>
  );
}
