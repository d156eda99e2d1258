import { resolveLocale, supportedLocales, type LocaleCode } from '@file-browser/i18n';
import { Select } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';

const options = supportedLocales.map(({ code, nativeName }) => ({
  value: code,
  label: nativeName,
}));

/** Props of {@link LanguageSelect}. */
export interface LanguageSelectProps {
  /** The saved locale; upstream spellings (`pt_BR`) are shown as the matching language. */
  value: string;
  onChange: (code: LocaleCode) => void;
}

/** The language picker: every shipped locale by its own name. */
export function LanguageSelect({ value, onChange }: LanguageSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('settings.language')}
      value={resolveLocale(value || 'en')}
      options={options}
      onChange={onChange}
    />
  );
}
