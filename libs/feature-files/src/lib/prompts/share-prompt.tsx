import type { Share, ShareUnit } from '@file-browser/api-contract';
import {
  Button,
  DeleteSharePrompt,
  Modal,
  NumberInput,
  PasswordField,
  Select,
} from '@file-browser/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';
import { ShareLinkRow } from './share-link-row';
import { MAX_SHARE_DURATION, sharePassword, sortShares } from './share-rules';
import './share-prompt.css';

const UNITS: readonly ShareUnit[] = ['seconds', 'minutes', 'hours', 'days'];

/**
 * The share prompt of one selected item (spec §2 "Prompts"): its links (never-expiring first,
 * then by expiry), each a {@link ShareLinkRow}, and a new link valid for a number of seconds,
 * minutes, hours (default) or days, or forever when empty (the field says so), with an optional
 * password. The form starts afresh after each link made.
 */
export function SharePrompt({ ctx }: { ctx: FilesContext }) {
  const { t } = useTranslation();
  const item = ctx.selected[0];
  const path = item ? `${item.path}${item.isDir ? '/' : ''}` : ctx.path;
  const shares = useQuery({
    queryKey: ['shares', path],
    queryFn: ({ signal }) => ctx.client.getShares(path, { signal }),
  });
  const [duration, setDuration] = useState<number | null>(null);
  const [unit, setUnit] = useState<ShareUnit>('hours');
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState<Share>();

  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    ctx.notify(t('success.linkCopied'));
  };
  // The client's URL is relative to this page's origin; the clipboard wants the full address.
  const downloadURL = (share: Share) =>
    new URL(ctx.client.publicDownloadURL(share.hash, ''), window.location.href).href;
  const create = async () => {
    const secret = sharePassword(password);
    try {
      const share = await ctx.client.createShare(path, {
        ...(duration !== null && duration > 0 && { expires: duration, unit }),
        ...(secret !== undefined && { password: secret }),
      });
      setDuration(null);
      setUnit('hours');
      setPassword('');
      await shares.refetch();
      await copy(ctx.shareURL(share.hash));
    } catch (error) {
      ctx.showError(error);
    }
  };
  const remove = async (share: Share) => {
    setDeleting(undefined);
    try {
      await ctx.client.deleteShare(share.hash);
      await shares.refetch();
    } catch (error) {
      ctx.showError(error);
    }
  };

  if (deleting) {
    return (
      <DeleteSharePrompt
        path={deleting.path}
        t={t}
        onConfirm={() => void remove(deleting)}
        onCancel={() => {
          setDeleting(undefined);
        }}
      />
    );
  }

  return (
    <Modal
      title={t('buttons.share')}
      onClose={ctx.closePrompt}
      actions={
        <>
          <Button variant="flat" onClick={ctx.closePrompt}>
            {t('buttons.close')}
          </Button>
          <Button onClick={() => void create()}>{t('buttons.share')}</Button>
        </>
      }
    >
      <ul className="fb-share-links" aria-label={t('settings.shareManagement')}>
        {sortShares(shares.data ?? []).map((share) => (
          <ShareLinkRow
            key={share.hash}
            share={share}
            url={ctx.shareURL(share.hash)}
            onCopyLink={() => void copy(ctx.shareURL(share.hash))}
            {...(!share.hasPassword && {
              onCopyDownloadLink: () => void copy(downloadURL(share)),
            })}
            onDelete={() => {
              setDeleting(share);
            }}
          />
        ))}
      </ul>
      <NumberInput
        label={t('settings.shareDuration')}
        value={duration}
        min={0}
        max={MAX_SHARE_DURATION}
        description={t('prompts.shareDurationHint')}
        onChange={setDuration}
      />
      <Select
        label={t('time.unit')}
        value={unit}
        options={UNITS.map((value) => ({ value, label: t(`time.${value}`) }))}
        onChange={setUnit}
      />
      <PasswordField
        label={t('prompts.optionalPassword')}
        value={password}
        onChange={setPassword}
      />
    </Modal>
  );
}
