import { allPermissions } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { headerActions } from './header-actions';

const all = allPermissions(true);
const none = allPermissions(false);

describe('headerActions (frontend-behaviour §6.6)', () => {
  it('shows search, view, info and select-multiple to everyone', () => {
    expect(headerActions(none, 0, true)).toEqual([
      'search',
      'switchView',
      'info',
      'selectMultiple',
    ]);
  });

  it('shows the single-item actions only for exactly one selected item', () => {
    expect(headerActions(all, 1, false)).toEqual(
      expect.arrayContaining(['share', 'rename', 'copy', 'move', 'delete']),
    );
    const two = headerActions(all, 2, false);
    expect(two).not.toContain('share');
    expect(two).not.toContain('rename');
    expect(two).toEqual(expect.arrayContaining(['copy', 'move', 'delete']));
  });

  it('needs a selection for copy, move and delete', () => {
    const nothing = headerActions(all, 0, false);
    for (const action of ['share', 'rename', 'copy', 'move', 'delete'] as const) {
      expect(nothing).not.toContain(action);
    }
  });

  it('needs both share and download permission to share', () => {
    expect(headerActions({ ...all, download: false }, 1, false)).not.toContain('share');
    expect(headerActions({ ...all, share: false }, 1, false)).not.toContain('share');
  });

  it('gates each action on its permission', () => {
    expect(headerActions({ ...all, create: false }, 1, false)).not.toContain('copy');
    expect(headerActions({ ...all, create: false }, 1, false)).not.toContain('upload');
    expect(headerActions({ ...all, rename: false }, 1, false)).not.toContain('move');
    expect(headerActions({ ...all, delete: false }, 1, false)).not.toContain('delete');
    expect(headerActions({ ...all, download: false }, 0, false)).not.toContain('download');
  });

  it('shows the shell only with execute permission and exec enabled', () => {
    expect(headerActions(all, 0, true)).toContain('shell');
    expect(headerActions(all, 0, false)).not.toContain('shell');
    expect(headerActions({ ...all, execute: false }, 0, true)).not.toContain('shell');
  });
});
