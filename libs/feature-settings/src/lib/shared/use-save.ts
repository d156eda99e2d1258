import type { TranslationKey } from '@file-browser/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from './call-errors';
import type { SettingsServices } from './settings-services';

/**
 * The settings pages' save: `busy` while a save runs (the button's spinner), and a failure
 * becomes an error toast (the server's message; `forbiddenKey` for a 403 when given; nothing
 * for a cancelled call). What a save sends and says on success is the caller's `work`.
 */
export function useSave(notify: SettingsServices['notify']) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const save = async (work: () => Promise<void>, forbiddenKey?: TranslationKey) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const message = failureMessage(error, t, forbiddenKey);
      if (message) notify('error', message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}
