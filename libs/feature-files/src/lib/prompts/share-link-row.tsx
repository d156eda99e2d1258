import type { Share } from '@file-browser/api-contract';
import { Icon, IconButton, QRCode } from '@file-browser/ui-kit';
import { mdiContentCopy, mdiDelete, mdiDownload, mdiLock, mdiQrcode } from '@mdi/js';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link ShareLinkRow}. */
export interface ShareLinkRowProps {
  share: Share;
  /** The link's public address (the share page). */
  url: string;
  onCopyLink: () => void;
  /** Left out for a password-protected link: its direct download needs the password first. */
  onCopyDownloadLink?: () => void;
  onDelete: () => void;
}

/**
 * One existing link of the share prompt: its full address (one click selects all of it), when
 * it expires in words, a lock and a label when it has a password, and its actions: copy the
 * link, copy the direct download link (`/api/public/dl/<hash>`: the file, or the folder as an
 * archive), show its QR code, delete.
 */
export function ShareLinkRow({
  share,
  url,
  onCopyLink,
  onCopyDownloadLink,
  onDelete,
}: ShareLinkRowProps) {
  const { t } = useTranslation();
  const [qrShown, setQrShown] = useState(false);
  const expiry =
    share.expire === 0
      ? t('permanent')
      : t('prompts.shareExpires', { when: dayjs.unix(share.expire).fromNow() });
  return (
    <li className="fb-share-link">
      <div className="fb-share-link__text">
        <span className="fb-share-link__url" dir="ltr">
          {url}
        </span>
        <span className="fb-share-link__meta">
          <span>{expiry}</span>
          {share.hasPassword && (
            <span className="fb-share-link__lock">
              <Icon path={mdiLock} size="1rem" />
              {t('prompts.sharePasswordProtected')}
            </span>
          )}
        </span>
      </div>
      <div className="fb-share-link__actions">
        <IconButton icon={mdiContentCopy} label={t('buttons.copyLink')} onClick={onCopyLink} />
        {onCopyDownloadLink && (
          <IconButton
            icon={mdiDownload}
            label={t('buttons.copyDownloadLinkToClipboard')}
            onClick={onCopyDownloadLink}
          />
        )}
        <IconButton
          icon={mdiQrcode}
          label={t('prompts.shareQrCode')}
          aria-expanded={qrShown}
          onClick={() => {
            setQrShown(!qrShown);
          }}
        />
        <IconButton icon={mdiDelete} label={t('buttons.delete')} onClick={onDelete} />
      </div>
      {qrShown && (
        <div className="fb-share-link__qr">
          <QRCode value={url} label={t('prompts.shareQrCode')} size={160} />
        </div>
      )}
    </li>
  );
}
