import type { ShellEvent } from '@file-browser/state-machines';
import { ShellPanel } from '@file-browser/ui-kit';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './files-shell.css';
import type { ShellActor } from './use-shell';

/** Upstream's starting height of the panel, in em. */
export const SHELL_DEFAULT_HEIGHT = 25;

/** The prompt line's keys: Enter runs the line, Up and Down walk the history. */
const PROMPT_KEYS: Readonly<Partial<Record<string, ShellEvent>>> = {
  Enter: { type: 'shell.submit' },
  ArrowUp: { type: 'shell.historyUp' },
  ArrowDown: { type: 'shell.historyDown' },
};

/** Props of {@link FilesShell}. */
export interface FilesShellProps {
  /** The shell machine from {@link useShell}. */
  shell: ShellActor;
  /** Clock for the drag throttle; tests inject a fake. */
  now?: () => number;
}

/**
 * The shell panel of the files screen (spec §2 "Shell panel"): while the machine is open, a
 * resizable bottom panel with each command and its output, and a prompt line that is disabled
 * while a command runs. Nothing is drawn while it is closed.
 */
export function FilesShell({ shell, now }: FilesShellProps) {
  const { t } = useTranslation();
  const open = useSelector(shell, (snapshot) => snapshot.matches('open'));
  const running = useSelector(shell, (snapshot) => snapshot.matches({ open: 'running' }));
  const entries = useSelector(shell, (snapshot) => snapshot.context.entries);
  const input = useSelector(shell, (snapshot) => snapshot.context.input);
  const [height, setHeight] = useState(SHELL_DEFAULT_HEIGHT);
  const outputRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Newest output in view; the prompt takes the keys again once a command has finished.
  useEffect(() => {
    const body = outputRef.current?.parentElement;
    if (body) body.scrollTop = body.scrollHeight;
  }, [entries]);
  useEffect(() => {
    if (open && !running) inputRef.current?.focus();
  }, [open, running]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const command = PROMPT_KEYS[event.key];
    if (command === undefined) return;
    event.preventDefault();
    shell.send(command);
  };

  return (
    <ShellPanel label={t('files.shell')} height={height} onResize={setHeight} now={now}>
      <div ref={outputRef} className="fb-files-shell">
        <div role="log" aria-label={t('files.shell')}>
          {entries.map((entry, index) => (
            // Entries only grow at the end ('clear' empties them all), so the index is stable.
            <div key={index} className="fb-files-shell__entry">
              <div className="fb-files-shell__command">
                <span aria-hidden="true">$ </span>
                {entry.command}
              </div>
              <pre className="fb-files-shell__output">{entry.output}</pre>
            </div>
          ))}
        </div>
        <div className="fb-files-shell__prompt">
          <span aria-hidden="true">$</span>
          <input
            ref={inputRef}
            className="fb-files-shell__input"
            aria-label={t('files.shellCommand')}
            value={input}
            disabled={running}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            onChange={(event) => {
              shell.send({ type: 'shell.type', text: event.target.value });
            }}
            onKeyDown={onKeyDown}
          />
        </div>
      </div>
    </ShellPanel>
  );
}
