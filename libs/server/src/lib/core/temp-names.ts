import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';

/** A temp name: hidden, 24 bytes whatever the target's name, so it never passes NAME_MAX. */
const TEMP_NAME = /^\.fb-[0-9a-f]{16}\.tmp$/;
/** The longer form written before temp names had a fixed length; still cleaned up at start. */
const LEGACY_TEMP_NAME = /^\..*\.fb-[0-9a-f]{12}\.tmp$/s;

/** A fresh temp location beside `target` (same folder, so same file system). */
export function tempBeside(target: string): string {
  return join(dirname(target), `.fb-${randomBytes(8).toString('hex')}.tmp`);
}

/**
 * True for a name the server makes for its own temp entries. Such names are never listed,
 * searched, archived, copied or reachable through any route, and no client may create one.
 */
export function isTempName(name: string): boolean {
  return TEMP_NAME.test(name) || LEGACY_TEMP_NAME.test(name);
}
