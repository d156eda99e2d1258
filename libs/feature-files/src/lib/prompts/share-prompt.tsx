import type { Share, ShareUnit } from '@file-browser/api-contract';
import {
  Button,
  IconButton,
  Modal,
  NumberInput,
  PasswordField,
  Prompt,
  Select,
} from '@file-browser/ui-kit';
import { mdiContentCopy, mdiDelete } from '@mdi/js';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';
import { MAX_SHARE_DURATION, sharePassword, sortShares } from './share-rules';

const UNITS: readonly ShareUnit[] = ['seconds', 'minutes', 'hours', 'days'];

/**
 * The share prompt of one selected item (spec §2 "Prompts"): its links (never-expiring first,
 * then by expiry) with copy and delete, and a new link valid for a number of seconds, minutes,
 * hours (default) or days, or forever when empty, with an optional password.
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

  const copy = async (share: Share) => {
    await navigator.clipboard.writeText(ctx.shareURL(share.hash));
    ctx.notify(t('success.linkCopied'));
  };
  const create = async () => {
    const secret = sharePassword(password);
    try {
      const share = await ctx.client.createShare(path, {
        ...(duration !== null && duration > 0 && { expires: duration, unit }),
        ...(secret !== undefined && { password: secret }),
      });
      setPassword('');
      await shares.refetch();
      await copy(share);
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
      <Prompt
        title={t('buttons.delete')}
        labels={{ confirm: t('buttons.delete'), cancel: t('buttons.cancel') }}
        danger
        onConfirm={() => void remove(deleting)}
        onCancel={() => {
          setDeleting(undefined);
        }}
      >
        <p>{t('prompts.deleteMessageShare', { path: deleting.path })}</p>
      </Prompt>
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
      <ul className="fb-share-list" aria-label={t('settings.shareManagement')}>
        {sortShares(shares.data ?? []).map((share) => (
          <li key={share.hash}>
            <code>{share.hash}</code>
            <span>{share.expire === 0 ? t('permanent') : dayjs.unix(share.expire).fromNow()}</span>
            <IconButton
              icon={mdiContentCopy}
              label={t('buttons.copyToClipboard')}
              onClick={() => void copy(share)}
            />
            <IconButton
              icon={mdiDelete}
              label={t('buttons.delete')}
              onClick={() => {
                setDeleting(share);
              }}
            />
          </li>
        ))}
      </ul>
      <NumberInput
        label={t('settings.shareDuration')}
        value={duration}
        min={0}
        max={MAX_SHARE_DURATION}
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
