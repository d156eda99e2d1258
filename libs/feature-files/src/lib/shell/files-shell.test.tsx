import { createI18n } from '@file-browser/i18n';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { fakeCommands } from '../../testing/fake-commands';
import { FilesShell } from './files-shell';
import { useShell } from './use-shell';

const ESC = String.fromCharCode(27);

function Harness({
  client,
  path,
  now,
}: {
  client: ReturnType<typeof fakeCommands>;
  path: string;
  now: () => number;
}) {
  const shell = useShell(client, path);
  return (
    <>
      <button type="button" onClick={shell.toggle}>
        toggle
      </button>
      <FilesShell shell={shell.actor} now={now} />
    </>
  );
}

/** The shell with a fake command socket, opened; `time` drives the drag throttle's clock. */
async function openShell(path = '/docs/') {
  const client = fakeCommands();
  const i18n = await createI18n({ locale: 'en' });
  const clock = { time: 0 };
  const element = (at: string) => (
    <I18nextProvider i18n={i18n}>
      <Harness client={client} path={at} now={() => clock.time} />
    </I18nextProvider>
  );
  const view = render(element(path));
  await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
  const goTo = (at: string) => {
    view.rerender(element(at));
  };
  return { ...client, clock, goTo };
}

const prompt = () => screen.getByRole('textbox', { name: 'Command' });
const output = () => screen.getByRole('log');
const panel = () => screen.getByRole('region', { name: 'Shell' });

async function run(command: string) {
  await userEvent.type(prompt(), `${command}{Enter}`);
}

describe('FilesShell', () => {
  it('opens as a left-to-right bottom panel and closes with the toggle', async () => {
    await openShell();

    expect(panel()).toHaveAttribute('dir', 'ltr');
    expect(prompt()).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByRole('region', { name: 'Shell' })).not.toBeInTheDocument();
  });

  it('runs a command in the current folder and streams its output in', async () => {
    const { runs } = await openShell('/docs/');

    await run('ls -l');
    expect(runs.map(({ path, command }) => ({ path, command }))).toEqual([
      { path: '/docs/', command: 'ls -l' },
    ]);
    act(() => {
      runs[0]?.emit('a.txt');
    });
    expect(await screen.findByText('a.txt')).toBeVisible();
    act(() => {
      runs[0]?.emit('b.txt');
    });
    await waitFor(() => {
      expect(output()).toHaveTextContent('a.txt b.txt');
    });
    expect(output()).toHaveTextContent('$ ls -l');
  });

  it('runs commands in the folder the user went to', async () => {
    const { runs, goTo } = await openShell('/');

    goTo('/photos/');
    await run('pwd');

    expect(runs[0]?.path).toBe('/photos/');
  });

  it('disables the input while a command runs and takes input again when it ends', async () => {
    const { runs } = await openShell();

    await run('sleep 1');
    expect(prompt()).toBeDisabled();

    act(() => {
      runs[0]?.finish();
    });
    await waitFor(() => {
      expect(prompt()).toBeEnabled();
    });
    expect(prompt()).toHaveFocus();
  });

  it('strips colour codes when the command finishes', async () => {
    const { runs } = await openShell();
    await run('ls --color');

    act(() => {
      runs[0]?.emit(`${ESC}[1;34mPhotos${ESC}[0m`);
      runs[0]?.finish();
    });

    await waitFor(() => {
      expect(prompt()).toBeEnabled();
    });
    expect(screen.getByText('Photos', { exact: true })).toBeVisible();
    expect(output().textContent).not.toContain(ESC);
  });

  it('shows why a command failed', async () => {
    const { runs } = await openShell();
    await run('false');

    act(() => {
      runs[0]?.finish('Internal Server Error');
    });

    expect(await screen.findByText('Internal Server Error')).toBeVisible();
    expect(prompt()).toBeEnabled();
  });

  it('ignores an empty or blank line', async () => {
    const { runs } = await openShell();

    await userEvent.type(prompt(), '{Enter}   {Enter}');

    expect(runs).toEqual([]);
    expect(output()).toBeEmptyDOMElement();
    expect(prompt()).toHaveValue('');
  });

  it("'clear' empties the output without running anything", async () => {
    const { runs } = await openShell();
    await run('echo hi');
    act(() => {
      runs[0]?.emit('hi');
      runs[0]?.finish();
    });
    await waitFor(() => {
      expect(prompt()).toBeEnabled();
    });

    await run('clear');

    expect(output()).toBeEmptyDOMElement();
    expect(runs).toHaveLength(1);
  });

  it("'exit' closes the panel", async () => {
    const { runs } = await openShell();

    await run('exit');

    expect(screen.queryByRole('region', { name: 'Shell' })).not.toBeInTheDocument();
    expect(runs).toEqual([]);
  });

  it('walks the history with Up and Down', async () => {
    const { runs } = await openShell();
    for (const [index, command] of ['one', 'two'].entries()) {
      await run(command);
      act(() => {
        runs[index]?.finish();
      });
      await waitFor(() => {
        expect(prompt()).toBeEnabled();
      });
    }

    await userEvent.keyboard('{ArrowUp}');
    expect(prompt()).toHaveValue('two');
    await userEvent.keyboard('{ArrowUp}');
    expect(prompt()).toHaveValue('one');
    await userEvent.keyboard('{ArrowDown}');
    expect(prompt()).toHaveValue('two');
    await userEvent.keyboard('{ArrowDown}');
    expect(prompt()).toHaveValue('');
  });

  it('stops a running command when the panel closes', async () => {
    const { runs } = await openShell();
    await run('tail -f log');

    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));

    expect(runs[0]?.closed()).toBe(true);
  });

  it('resizes in em by dragging, at most every 32 ms, within 4 em and the viewport less 4 em', async () => {
    const { clock } = await openShell();
    expect(panel()).toHaveStyle({ blockSize: '25em' });
    const handle = screen.getByRole('separator', { name: 'Shell' });
    // jsdom has no pointer capture; pretend the handle holds it while the button is down.
    handle.hasPointerCapture = () => true;
    const dragTo = (time: number, emFromBottom: number) => {
      clock.time = time;
      fireEvent.pointerMove(handle, {
        clientY: window.innerHeight - emFromBottom * 16,
        pointerId: 1,
      });
    };

    dragTo(100, 10);
    expect(panel()).toHaveStyle({ blockSize: '10em' });
    dragTo(120, 20);
    expect(panel()).toHaveStyle({ blockSize: '10em' });
    dragTo(140, 20);
    expect(panel()).toHaveStyle({ blockSize: '20em' });
    dragTo(180, 1);
    expect(panel()).toHaveStyle({ blockSize: '4em' });
    dragTo(220, 1000);
    expect(panel()).toHaveStyle({ blockSize: `${String(window.innerHeight / 16 - 4)}em` });
  });
});
