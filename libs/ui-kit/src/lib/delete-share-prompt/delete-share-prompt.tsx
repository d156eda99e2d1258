import type { TranslationKey } from '@file-browser/i18n';
import { IsolatedText } from '../isolated-text/isolated-text';
import { Prompt } from '../modal/prompt';

/** Props of {@link DeleteSharePrompt}. */
export interface DeleteSharePromptProps {
  /** The shared file or folder's path, named in the question (left to right, isolated). */
  path: string;
  /** Translates the prompt's keys (`buttons.*`, `prompts.deleteMessageShare`): the caller's `t`. */
  t: (key: TranslationKey, values?: Record<string, string>) => string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Renders in place instead of in a portal on `<body>` (stories). */
  inline?: boolean;
}

/**
 * The question before a share link is deleted (the share prompt of the files screen and the
 * shares settings page): "Delete this share (/path)?" with a red Delete and Cancel.
 */
export function DeleteSharePrompt({
  path,
  t,
  onConfirm,
  onCancel,
  inline = false,
}: DeleteSharePromptProps) {
  return (
    <Prompt
      title={t('buttons.delete')}
      labels={{ confirm: t('buttons.delete'), cancel: t('buttons.cancel') }}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
      inline={inline}
    >
      <p>
        <IsolatedText
          sentence={(values) => t('prompts.deleteMessageShare', values)}
          values={{ path: { text: path, dir: 'ltr' } }}
        />
      </p>
    </Prompt>
  );
}
