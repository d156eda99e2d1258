import type { Branding } from '@file-browser/api-contract';
import { Card, Checkbox, Select, TextField } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import type { GlobalCardProps } from './general-card';

/** Name, external links, the usage bar, the theme (applied when saved) and the branding folder. */
export function BrandingCard({ form, onChange }: GlobalCardProps) {
  const { t } = useTranslation();
  const { branding } = form.settings;
  const set = (patch: Partial<Branding>) => {
    onChange((current) => ({
      ...current,
      settings: { ...current.settings, branding: { ...current.settings.branding, ...patch } },
    }));
  };
  return (
    <Card title={t('settings.branding')}>
      <Checkbox
        label={t('settings.disableExternalLinks')}
        checked={branding.disableExternal}
        onChange={(disableExternal) => {
          set({ disableExternal });
        }}
      />
      <Checkbox
        label={t('settings.disableUsedDiskPercentage')}
        checked={branding.disableUsedPercentage}
        onChange={(disableUsedPercentage) => {
          set({ disableUsedPercentage });
        }}
      />
      <Select<Branding['theme']>
        label={t('settings.themes.title')}
        value={branding.theme}
        options={[
          { value: '', label: t('settings.themes.default') },
          { value: 'light', label: t('settings.themes.light') },
          { value: 'dark', label: t('settings.themes.dark') },
        ]}
        onChange={(theme) => {
          set({ theme });
        }}
      />
      <TextField
        label={t('settings.instanceName')}
        value={branding.name}
        onChange={(name) => {
          set({ name });
        }}
      />
      <TextField
        label={t('settings.brandingDirectoryPath')}
        value={branding.files}
        onChange={(files) => {
          set({ files });
        }}
      />
    </Card>
  );
}
