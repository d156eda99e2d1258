import { Breadcrumbs } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';

/** The folders from the root down to `path` (a folder path ending in `/`), as crumbs. */
export function crumbsOf(path: string): { name: string; url: string }[] {
  const names = path.split('/').filter(Boolean);
  return names.map((name, index) => ({
    name,
    url: `/${names.slice(0, index + 1).join('/')}/`,
  }));
}

/** Breadcrumbs of the current folder; each crumb opens its folder. */
export function FilesBreadcrumbs({
  path,
  navigate,
}: {
  path: string;
  navigate: (path: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs
      items={crumbsOf(path)}
      home={{ label: t('files.home'), url: '/' }}
      label={t('files.folders')}
      onNavigate={navigate}
    />
  );
}
