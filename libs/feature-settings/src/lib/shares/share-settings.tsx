import type { Share } from '@file-browser/api-contract';
import { Card, DeleteSharePrompt, EmptyState, Spinner } from '@file-browser/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shareRows } from '../forms/share-rows';
import { failureMessage } from '../shared/call-errors';
import type { SettingsServices } from '../shared/settings-services';
import { SharesTable } from './shares-table';
import '../shared/settings.css';

/**
 * `/settings/shares` (spec §2): the user's share links (an admin sees everyone's, with the
 * owner's name), each with a link, its expiry or 'permanent', copy and delete (after a
 * confirmation); 'lonely' when there are none.
 */
export function ShareSettings({ services }: { services: SettingsServices }) {
  const { t } = useTranslation();
  const { client, user } = services;
  const queries = useQueryClient();
  const shares = useQuery({
    queryKey: ['settings', 'shares'],
    queryFn: ({ signal }) => client.listShares({ signal }),
  });
  const users = useQuery({
    queryKey: ['settings', 'users'],
    queryFn: ({ signal }) => client.listUsers({ signal }),
    enabled: user.perm.admin,
  });
  const [deleting, setDeleting] = useState<Share>();

  const remove = async (share: Share) => {
    setDeleting(undefined);
    try {
      await client.deleteShare(share.hash);
      queries.setQueryData<Share[]>(['settings', 'shares'], (list) =>
        list?.filter((item) => item.hash !== share.hash),
      );
      services.notify('success', t('settings.shareDeleted'));
    } catch (error) {
      const message = failureMessage(error, t);
      if (message) services.notify('error', message);
    }
  };
  const copy = async (share: Share) => {
    try {
      await services.copyText(services.shareURL(share.hash));
      services.notify('success', t('success.linkCopied'));
    } catch (error) {
      services.notify('error', error instanceof Error ? error.message : String(error));
    }
  };

  let body;
  if (shares.isPending) body = <Spinner label={t('files.loading')} />;
  else if (shares.isError) body = <p role="alert">{failureMessage(shares.error, t)}</p>;
  else if (shares.data.length === 0) body = <EmptyState message={t('files.lonely')} />;
  else
    body = (
      <SharesTable
        rows={shareRows(shares.data, users.data)}
        showOwner={user.perm.admin}
        shareURL={services.shareURL}
        onCopy={(share) => void copy(share)}
        onDelete={setDeleting}
      />
    );

  return (
    <Card>
      {body}
      {deleting && (
        <DeleteSharePrompt
          path={deleting.path}
          t={t}
          onConfirm={() => void remove(deleting)}
          onCancel={() => {
            setDeleting(undefined);
          }}
        />
      )}
    </Card>
  );
}
