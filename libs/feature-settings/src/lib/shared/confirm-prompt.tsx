import { PasswordField, Prompt } from '@file-browser/ui-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link ConfirmPrompt}. */
export interface ConfirmPromptProps {
  title: string;
  /** The question, e.g. "Delete this user?"; the password request's text when left out. */
  message?: ReactNode;
  confirmLabel: string;
  /** Adds a "your password" field that must be filled in (JSON auth). */
  askCurrentPassword: boolean;
  danger?: boolean;
  busy?: boolean;
  /** Called with the typed password (`''` when it was not asked for). */
  onConfirm: (currentPassword: string) => void;
  onCancel: () => void;
}

/**
 * A confirmation that can also ask for the caller's own password, which the server wants before
 * sensitive user changes (api-contract §5.2). Confirm stays disabled while that field is empty.
 */
export function ConfirmPrompt({
  title,
  message,
  confirmLabel,
  askCurrentPassword,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmPromptProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  return (
    <Prompt
      title={title}
      labels={{ confirm: confirmLabel, cancel: t('buttons.cancel') }}
      danger={danger}
      busy={busy}
      confirmDisabled={askCurrentPassword && password === ''}
      onConfirm={() => {
        onConfirm(askCurrentPassword ? password : '');
      }}
      onCancel={onCancel}
    >
      {message ?? <p>{t('prompts.currentPasswordMessage')}</p>}
      {askCurrentPassword && (
        <PasswordField
          label={t('prompts.currentPassword')}
          value={password}
          onChange={setPassword}
        />
      )}
    </Prompt>
  );
}
