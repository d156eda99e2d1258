import type { Share } from '@file-browser/api-contract';
import { IconButton } from '@file-browser/ui-kit';
import { mdiContentCopy, mdiDelete } from '@mdi/js';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ShareRow } from '../forms/share-rows';

/** Props of {@link SharesTable}. */
export interface SharesTableProps {
  rows: readonly ShareRow[];
  /** Adds the owner's username column (admins). */
  showOwner: boolean;
  shareURL: (hash: string) => string;
  onCopy: (share: Share) => void;
  onDelete: (share: Share) => void;
}

/**
 * The share links as a table: path (opens the share), expiry, owner, copy and delete. On a phone
 * each row is a card, its cells labelled by their column (`data-label`), so nothing widens the
 * page.
 */
export function SharesTable({ rows, showOwner, shareURL, onCopy, onDelete }: SharesTableProps) {
  const { t } = useTranslation();
  return (
    <table className="fb-settings-table fb-settings-table--cards">
      <thead>
        <tr>
          <th scope="col">{t('settings.path')}</th>
          <th scope="col">{t('settings.shareDuration')}</th>
          {showOwner && <th scope="col">{t('settings.username')}</th>}
          <th scope="col">
            <span className="fb-visually-hidden">{t('buttons.more')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ share, username }) => (
          <tr key={share.hash}>
            <td data-label={t('settings.path')}>
              <a href={shareURL(share.hash)} target="_blank" rel="noreferrer">
                <bdi dir="ltr">{share.path}</bdi>
              </a>
            </td>
            <td data-label={t('settings.shareDuration')}>
              {share.expire === 0 ? t('permanent') : dayjs.unix(share.expire).fromNow()}
            </td>
            {showOwner && (
              <td data-label={t('settings.username')}>
                <bdi>{username}</bdi>
              </td>
            )}
            <td className="fb-settings-table__actions">
              <IconButton
                icon={mdiDelete}
                label={t('buttons.delete')}
                onClick={() => {
                  onDelete(share);
                }}
              />
              <IconButton
                icon={mdiContentCopy}
                label={t('buttons.copyToClipboard')}
                onClick={() => {
                  onCopy(share);
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
