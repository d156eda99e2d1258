import { join } from 'node:path';
import { z } from 'zod';
import type { Storage } from '../ports/storage';
import type { TusUploadRepository } from '../ports/store';
import { isMissing } from '../core/path-checks';

/** What servers before issue 31 wrote beside each `<id>.part`, as `<id>.json`. */
const sidecarSchema = z.object({
  target: z.string(),
  length: z.number().int().nonnegative(),
  override: z.boolean(),
  owner: z.number().int().optional(),
  placing: z.object({ dev: z.string(), ino: z.string() }).optional(),
});

const SIDECAR_NAME = /^([0-9a-f]{40})\.json(\.tmp)?$/;

async function readSidecar(storage: Storage, file: string) {
  try {
    const text = (await storage.readFile(file)).toString('utf8');
    const parsed = sidecarSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    // Unreadable JSON: the old server ignored it too, and its part now idles out.
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/**
 * Moves the upload records an older server kept as JSON sidecars in the staging folder into
 * the store, so an upgraded server resumes those uploads (at the part file's size, as before)
 * and places one it had begun placing. Each sidecar is removed once its record is stored; a
 * crash in between imports it again next time, which writes the same record. Sidecars the old
 * server could not read (and its half-written `.json.tmp`) are removed; their part files, now
 * without a record, go at the idle sweep. Runs at startup, before any request; answers the
 * ids imported.
 */
export async function importLegacySidecars(
  storage: Storage,
  dir: string,
  uploads: TusUploadRepository,
): Promise<string[]> {
  const imported: string[] = [];
  for (const { name } of await storage.list(dir)) {
    const match = SIDECAR_NAME.exec(name);
    if (!match?.[1]) continue;
    const file = join(dir, name);
    const sidecar = match[2] ? undefined : await readSidecar(storage, file);
    if (sidecar) {
      // The old server touched the sidecar at each use: its time keeps the upload's idle age.
      const { mtimeMs } = await storage.stat(file);
      await uploads.put({ id: match[1], ...sidecar, recordedAt: Math.floor(mtimeMs) });
      imported.push(match[1]);
    }
    await storage.remove(file, { force: true });
  }
  // The removals made durable before any request: a sidecar coming back after a power cut
  // would be imported over a record that has moved on (its `placing`).
  if (imported.length > 0) await storage.syncDir(dir);
  return imported;
}
