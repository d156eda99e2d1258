import { allPermissions } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { permissionLocked, splitWords, withPermission } from './permissions';

const none = allPermissions(false);

describe('withPermission', () => {
  it('ticks every permission when administrator is ticked', () => {
    expect(withPermission(none, 'admin', true)).toEqual(allPermissions(true));
  });

  it('leaves the others ticked when administrator is unticked', () => {
    const perm = withPermission(allPermissions(true), 'admin', false);
    expect(perm).toEqual({ ...allPermissions(true), admin: false });
  });

  it('ticks download with share, and unticks share without download', () => {
    expect(withPermission(none, 'share', true)).toMatchObject({ share: true, download: true });
    const both = { ...none, share: true, download: true };
    expect(withPermission(both, 'download', false)).toMatchObject({
      share: false,
      download: false,
    });
  });

  it('changes only the named permission otherwise', () => {
    expect(withPermission(none, 'create', true)).toEqual({ ...none, create: true });
  });
});

describe('permissionLocked', () => {
  it('locks every box but administrator while it is ticked', () => {
    const admin = allPermissions(true);
    expect(permissionLocked(admin, 'admin')).toBe(false);
    expect(permissionLocked(admin, 'create')).toBe(true);
    expect(permissionLocked({ ...admin, admin: false }, 'create')).toBe(false);
  });
});

describe('splitWords', () => {
  it('splits on spaces and drops empties', () => {
    expect(splitWords('  ls  git   rg ')).toEqual(['ls', 'git', 'rg']);
    expect(splitWords('')).toEqual([]);
  });
});
