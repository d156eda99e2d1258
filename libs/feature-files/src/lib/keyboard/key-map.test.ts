import { describe, expect, it } from 'vitest';
import { actionForKey, isTyping } from './key-map';

const press = (
  key: string,
  mods: Partial<Record<'ctrl' | 'meta' | 'shift' | 'alt', boolean>> = {},
) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
});

describe('actionForKey (frontend-behaviour §6.7)', () => {
  it.each([
    ['F1', {}, 'help'],
    ['Escape', {}, 'clearSelection'],
    ['Delete', {}, 'delete'],
    ['F2', {}, 'rename'],
    ['F', { ctrl: true, shift: true }, 'search'],
    ['f', { meta: true, shift: true }, 'search'],
    ['c', { ctrl: true }, 'copy'],
    ['x', { meta: true }, 'cut'],
    ['v', { ctrl: true }, 'paste'],
    ['a', { ctrl: true }, 'selectAll'],
    ['s', { meta: true }, 'download'],
  ] as const)('%s %o → %s', (key, mods, action) => {
    expect(actionForKey(press(key, mods), false)).toBe(action);
  });

  it('ignores letters without Ctrl/Cmd, Ctrl+Shift+C and Alt combinations', () => {
    expect(actionForKey(press('c'), false)).toBeUndefined();
    expect(actionForKey(press('C', { ctrl: true, shift: true }), false)).toBeUndefined();
    expect(actionForKey(press('f', { ctrl: true }), false)).toBeUndefined();
    expect(actionForKey(press('c', { ctrl: true, alt: true }), false)).toBeUndefined();
  });

  it('only F1 works while typing in a field', () => {
    expect(actionForKey(press('F1'), true)).toBe('help');
    expect(actionForKey(press('Delete'), true)).toBeUndefined();
    expect(actionForKey(press('v', { ctrl: true }), true)).toBeUndefined();
    expect(actionForKey(press('a', { ctrl: true }), true)).toBeUndefined();
  });

  it('recognises text fields as typing targets', () => {
    expect(isTyping(document.createElement('input'))).toBe(true);
    expect(isTyping(document.createElement('textarea'))).toBe(true);
    expect(isTyping(document.createElement('div'))).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});
