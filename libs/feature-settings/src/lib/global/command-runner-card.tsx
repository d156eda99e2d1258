import { Card, TextField } from '@file-browser/ui-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventLabel } from '../forms/global-form';
import type { GlobalCardProps } from './general-card';

/** One hook event's commands, one per line. */
function EventCommands(props: { event: string; text: string; onChange: (text: string) => void }) {
  const id = useId();
  // Open at first when the event has commands; afterwards the user opens and closes it.
  const [open] = useState(props.text !== '');
  return (
    <details className="fb-settings__event" open={open}>
      <summary>{eventLabel(props.event)}</summary>
      <label className="fb-visually-hidden" htmlFor={id}>
        {eventLabel(props.event)}
      </label>
      <textarea
        id={id}
        className="fb-text-field__input"
        rows={3}
        value={props.text}
        onChange={(event) => {
          props.onChange(event.target.value);
        }}
      />
    </details>
  );
}

/**
 * The command runner (spec §2): commands run before or after each file event, and the shell
 * they may run through (`settings.shell`, space-separated words). The shell is here, not with
 * the general settings, because only these event commands use it: users' commands never run
 * through a shell (docs/decisions.md, K89).
 */
export function CommandRunnerCard({ form, onChange }: GlobalCardProps) {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.commandRunner')}>
      <TextField
        label={t('settings.executeOnShell')}
        value={form.shellText}
        onChange={(shellText) => {
          onChange((current) => ({ ...current, shellText }));
        }}
      />
      <p className="fb-settings__help">{t('settings.executeOnShellDescription')}</p>
      {Object.entries(form.commandTexts).map(([event, text]) => (
        <EventCommands
          key={event}
          event={event}
          text={text}
          onChange={(value) => {
            onChange((current) => ({
              ...current,
              commandTexts: { ...current.commandTexts, [event]: value },
            }));
          }}
        />
      ))}
    </Card>
  );
}
