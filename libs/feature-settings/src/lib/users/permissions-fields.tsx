import type { Permissions } from '@file-browser/api-contract';
import type { TranslationKey } from '@file-browser/i18n';
import { Checkbox } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import { PERMISSION_NAMES, permissionLocked } from '../forms/permissions';

const LABELS: Record<keyof Permissions, TranslationKey> = {
  admin: 'settings.administrator',
  create: 'settings.perm.create',
  delete: 'settings.perm.delete',
  download: 'settings.perm.download',
  modify: 'settings.perm.modify',
  rename: 'settings.perm.rename',
  share: 'settings.perm.share',
  execute: 'settings.perm.execute',
};

/** Props of {@link PermissionsFields}. */
export interface PermissionsFieldsProps {
  perm: Permissions;
  /** Told about one box the user ticked or unticked; the caller applies the rules. */
  onChange: (name: keyof Permissions, value: boolean) => void;
  /** Offers "run commands" only when the server runs commands. */
  execEnabled: boolean;
}

/**
 * The permission boxes (spec §2 User form): administrator first; while it is ticked every
 * other box is ticked and locked.
 */
export function PermissionsFields({ perm, onChange, execEnabled }: PermissionsFieldsProps) {
  const { t } = useTranslation();
  const names = PERMISSION_NAMES.filter((name) => name !== 'execute' || execEnabled);
  return (
    <fieldset className="fb-settings__fieldset">
      <legend>{t('settings.permissions')}</legend>
      <p className="fb-settings__help">{t('settings.permissionsHelp')}</p>
      {names.map((name) => (
        <Checkbox
          key={name}
          label={t(LABELS[name])}
          checked={perm[name]}
          disabled={permissionLocked(perm, name)}
          onChange={(value) => {
            onChange(name, value);
          }}
        />
      ))}
    </fieldset>
  );
}
