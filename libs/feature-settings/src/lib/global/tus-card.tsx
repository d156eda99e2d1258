import { Card, NumberInput, TextField } from '@file-browser/ui-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHUNK_SIZE_DELAY_MS, normaliseChunkSize } from '../forms/chunk-size';
import type { GlobalCardProps } from './general-card';

/**
 * Resumable uploads: the chunk size as text (`10MB`), converted 1.5 s after typing stops (an
 * unreadable entry becomes 1MB), and the retry count (≥ 0). Saving converts it in any case.
 */
export function TusCard({ form, errors, onChange }: GlobalCardProps) {
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  const typeChunk = (chunkText: string) => {
    onChange((current) => ({ ...current, chunkText }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      onChange((current) => ({ ...current, chunkText: normaliseChunkSize(current.chunkText) }));
    }, CHUNK_SIZE_DELAY_MS);
  };
  return (
    <Card title={t('settings.tusUploads')}>
      <p className="fb-settings__help">{t('settings.tusUploadsHelp')}</p>
      <div className="fb-settings__short-field">
        <TextField
          label={t('settings.tusUploadsChunkSize')}
          value={form.chunkText}
          onChange={typeChunk}
        />
      </div>
      <NumberInput
        label={t('settings.tusUploadsRetryCount')}
        value={form.settings.tus.retryCount}
        onChange={(value) => {
          onChange((current) => ({
            ...current,
            settings: {
              ...current.settings,
              tus: { ...current.settings.tus, retryCount: value ?? -1 },
            },
          }));
        }}
        {...(errors.retryCount && { error: t('settings.atLeastZero') })}
      />
    </Card>
  );
}
