import type { Settings, SettingsUpdate } from '@file-browser/api-contract';
import { formatChunkSize, parseChunkSize } from './chunk-size';
import { splitWords } from './permissions';
import { invalidRules, rulesToSave } from './rules';

/** The global settings form: the settings plus the boxes typed as text. */
export interface GlobalForm {
  settings: Settings;
  /** The shell and its arguments, space-separated. */
  shellText: string;
  /** The chunk size as typed, e.g. `10MB`. */
  chunkText: string;
  /** One text per command-runner event, one command per line. */
  commandTexts: Record<string, string>;
  /** The new-user defaults' commands, space-separated. */
  defaultCommandsText: string;
}

/** What is wrong with the form, field by field; empty when it may be sent. */
export interface GlobalFormErrors {
  minimumPasswordLength?: 'min1';
  retryCount?: 'min0';
  rules?: number[];
}

/** Upstream's hook events, shown even when the server has not listed them yet. */
export const COMMAND_EVENTS = ['copy', 'delete', 'rename', 'save', 'upload'].flatMap((action) => [
  `before_${action}`,
  `after_${action}`,
]);

/** Lines of a command-runner box, blank ones dropped (spec §5). */
export function splitLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

/** A hook event's label: the key capitalised with spaces (`before_copy` → `Before copy`). */
export function eventLabel(event: string): string {
  const words = event.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The form for the settings as loaded. */
export function globalFormFrom(settings: Settings): GlobalForm {
  const events = [...new Set([...COMMAND_EVENTS, ...Object.keys(settings.commands)])].sort();
  return {
    settings,
    shellText: settings.shell.join(' '),
    defaultCommandsText: settings.defaults.commands.join(' '),
    chunkText: formatChunkSize(settings.tus.chunkSize),
    commandTexts: Object.fromEntries(
      events.map((event) => [event, (settings.commands[event] ?? []).join('\n')]),
    ),
  };
}

/** Checks the numbers and rules (spec §5): minimum password length ≥ 1, retry count ≥ 0. */
export function globalFormErrors({ settings }: GlobalForm): GlobalFormErrors {
  const errors: GlobalFormErrors = {};
  if (!Number.isInteger(settings.minimumPasswordLength) || settings.minimumPasswordLength < 1)
    errors.minimumPasswordLength = 'min1';
  if (!Number.isInteger(settings.tus.retryCount) || settings.tus.retryCount < 0)
    errors.retryCount = 'min0';
  const rules = invalidRules(settings.rules);
  if (rules.length > 0) errors.rules = rules;
  return errors;
}

/** The body of `PUT /api/settings`: texts split, chunk size converted, empty rules dropped. */
export function settingsUpdate(form: GlobalForm): SettingsUpdate {
  const { settings } = form;
  return {
    ...settings,
    rules: rulesToSave(settings.rules),
    shell: splitWords(form.shellText),
    tus: { ...settings.tus, chunkSize: parseChunkSize(form.chunkText) },
    defaults: { ...settings.defaults, commands: splitWords(form.defaultCommandsText) },
    commands: Object.fromEntries(
      Object.entries(form.commandTexts).map(([event, text]) => [event, splitLines(text)]),
    ),
  };
}
