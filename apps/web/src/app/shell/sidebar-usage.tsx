import { formatSize, UsageBar } from '@file-browser/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppServices } from '../app-context';

/** The folder a `/files/…` page shows (a file's own folder), or null off the file pages. */
export function usageFolder(pathname: string): string | null {
  if (!pathname.startsWith('/files/')) return null;
  const path = pathname.slice('/files'.length);
  return path.endsWith('/') ? path : path.slice(0, path.lastIndexOf('/') + 1);
}

/** A router path with its segments decoded; a malformed escape is left as it is. */
export function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * `text` kept left to right inside any sentence (Unicode's left-to-right isolate): a size such as
 * "43.3 GiB" in an Arabic sentence otherwise reads "GiB 43.3". The label is also the meter's
 * accessible name, so it cannot hold markup such as `<bdi>`.
 */
function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * The disk usage bar `used of total` of the folder shown, on file pages unless the admin hid
 * it. Each navigation asks again; the request of the page left is aborted.
 */
export function SidebarUsage() {
  const { t } = useTranslation();
  const { config, client } = useAppServices();
  const folder = usageFolder(decodedPath(useLocation().pathname));
  const enabled = folder !== null && !config.disableUsedPercentage;
  const usage = useQuery({
    queryKey: ['usage', folder],
    queryFn: ({ signal }) => client.getUsage(folder ?? '/', { signal }),
    enabled,
    retry: false,
  });
  if (!enabled || !usage.data) return null;
  const { used, total } = usage.data;
  const label = t('sidebar.diskUsed', {
    used: leftToRight(formatSize(used)),
    total: leftToRight(formatSize(total)),
  });
  return <UsageBar used={used} total={total} label={label} />;
}
