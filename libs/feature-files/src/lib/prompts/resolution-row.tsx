import type { FileInfo } from '@file-browser/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';

/**
 * The Info prompt's "Resolution" row for an image. Listings carry no resolution (the server
 * reads it from the image's header only for the file's own info), so it is asked for here.
 * Nothing is shown while it loads, or when the server could not read one.
 */
export function ResolutionRow({ ctx, item }: { ctx: FilesContext; item: FileInfo }) {
  const { t } = useTranslation();
  const asked = useQuery({
    queryKey: ['resolution', item.path, item.modified],
    queryFn: ({ signal }) => ctx.client.getResource(item.path, { signal }),
    enabled: item.resolution === undefined,
  });
  const fetched = asked.data && 'resolution' in asked.data ? asked.data.resolution : undefined;
  const resolution = item.resolution ?? fetched;
  if (!resolution) return null;
  return (
    <div>
      <dt>{t('prompts.resolution')}</dt>
      <dd>{`${String(resolution.width)} × ${String(resolution.height)}`}</dd>
    </div>
  );
}
