import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { currentPrompt, promptStackMachine, type Prompt } from './prompt-stack.machine';

function startPrompts() {
  const actor = createActor(promptStackMachine).start();
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

  it('close removes the oldest prompt and runs its close callback', () => {
    const { actor, names } = startPrompts();
    const copy = prompt('copy');
    const newDir = prompt('newDir');
    actor.send({ type: 'prompt.show', prompt: copy });
    actor.send({ type: 'prompt.show', prompt: newDir });

    actor.send({ type: 'prompt.close' });

    expect(names()).toEqual(['newDir']);
    expect(copy.close).toHaveBeenCalledOnce();
    expect(newDir.close).not.toHaveBeenCalled();
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

    actor.send({ type: 'prompt.close' });
    actor.send({ type: 'prompt.closeCurrent' });

    expect(names()).toEqual([]);
  });

  it('a route change closes every prompt and runs each callback once', () => {
    const { actor, names } = startPrompts();
    const info = prompt('info');
    const help = prompt('help');
    actor.send({ type: 'prompt.show', prompt: info });
    actor.send({ type: 'prompt.show', prompt: help });

    actor.send({ type: 'prompt.routeChanged' });

    expect(names()).toEqual([]);
    expect(info.close).toHaveBeenCalledOnce();
    expect(help.close).toHaveBeenCalledOnce();
  });

  it('a route change keeps a success prompt open', () => {
    const { actor, names } = startPrompts();
    const success = prompt('success');
    actor.send({ type: 'prompt.show', prompt: success });

    actor.send({ type: 'prompt.routeChanged' });

    expect(names()).toEqual(['success']);
    expect(success.close).not.toHaveBeenCalled();
  });

  it('closeAll empties the stack', () => {
    const { actor, names } = startPrompts();
    actor.send({ type: 'prompt.show', prompt: 'delete' });
    actor.send({ type: 'prompt.show', prompt: 'success' });

    actor.send({ type: 'prompt.closeAll' });

    expect(names()).toEqual([]);
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
