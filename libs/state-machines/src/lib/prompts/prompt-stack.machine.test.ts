import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { currentPrompt, promptStackMachine, type Prompt } from './prompt-stack.machine';

function startPrompts() {
  const actor = createActor(promptStackMachine, { input: { prompts: [] } }).start();
  const names = () => actor.getSnapshot().context.prompts.map((prompt) => prompt.name);
  const current = () => currentPrompt(actor.getSnapshot().context)?.name ?? null;
  return { actor, names, current };
}

function prompt(name: string) {
  const close = vi.fn<() => void>();
  return { name, close } satisfies Prompt;
}

describe('promptStackMachine', () => {
  it('starts with no prompt', () => {
    const { current } = startPrompts();

    expect(current()).toBeNull();
  });

  it('shows prompts on a stack; the newest is current', () => {
    const { actor, names, current } = startPrompts();

    actor.send({ type: 'prompt.show', prompt: 'copy' });
    actor.send({ type: 'prompt.show', prompt: prompt('newDir') });

    expect(names()).toEqual(['copy', 'newDir']);
    expect(current()).toBe('newDir');
  });

  it('starts with the prompts it is given', () => {
    const actor = createActor(promptStackMachine, { input: { prompts: [{ name: 'newDir' }] } });

    actor.start();

    expect(currentPrompt(actor.getSnapshot().context)?.name).toBe('newDir');
  });

  it('replace opens a prompt in place of the current one and runs its callback', () => {
    const { actor, names, current } = startPrompts();
    const move = prompt('move');
    actor.send({ type: 'prompt.show', prompt: move });

    actor.send({ type: 'prompt.replace', prompt: 'replaceRename' });

    expect(names()).toEqual(['replaceRename']);
    expect(current()).toBe('replaceRename');
    expect(move.close).toHaveBeenCalledOnce();
  });

  it('replace with nothing open just opens the prompt', () => {
    const { actor, names } = startPrompts();

    actor.send({ type: 'prompt.replace', prompt: 'info' });

    expect(names()).toEqual(['info']);
  });

  it('Escape (closeCurrent) closes the prompt on top and runs its callback', () => {
    const { actor, names, current } = startPrompts();
    const copy = prompt('copy');
    const newDir = prompt('newDir');
    actor.send({ type: 'prompt.show', prompt: copy });
    actor.send({ type: 'prompt.show', prompt: newDir });

    actor.send({ type: 'prompt.closeCurrent' });

    expect(names()).toEqual(['copy']);
    expect(current()).toBe('copy');
    expect(newDir.close).toHaveBeenCalledOnce();
    expect(copy.close).not.toHaveBeenCalled();
  });

  it('closing with nothing open does nothing', () => {
    const { actor, names } = startPrompts();

    actor.send({ type: 'prompt.closeCurrent' });

    expect(names()).toEqual([]);
  });

  it('closeAll empties the stack and runs each callback once', () => {
    const { actor, names } = startPrompts();
    const info = prompt('info');
    const help = prompt('help');
    actor.send({ type: 'prompt.show', prompt: info });
    actor.send({ type: 'prompt.show', prompt: help });

    actor.send({ type: 'prompt.closeAll' });

    expect(names()).toEqual([]);
    expect(info.close).toHaveBeenCalledOnce();
    expect(help.close).toHaveBeenCalledOnce();
  });

  it('a close callback may open the next prompt', () => {
    const { actor, names } = startPrompts();
    actor.send({
      type: 'prompt.show',
      prompt: {
        name: 'delete',
        close: () => {
          actor.send({ type: 'prompt.show', prompt: 'success' });
        },
      },
    });

    actor.send({ type: 'prompt.closeCurrent' });

    expect(names()).toEqual(['success']);
  });
});
