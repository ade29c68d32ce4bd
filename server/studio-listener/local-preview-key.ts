// The preview key of the embedded studio (STUDIO=local, `npm start`) when PREVIEW_TOKEN is
// unset (docs/decisions/242-supplier-link-shows-change-under-review.md): made once, as random
// as the studio's own secret, and kept in the studio's folder readable by this user alone, so
// a supplier's link works out of the box and keeps working across restarts. A git host's
// studio (production) makes none: there every instance must sign alike, so the administrator sets PREVIEW_TOKEN.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_FILE = 'preview-key';

export async function localPreviewKey(studioDir: string): Promise<string> {
  const file = path.join(studioDir, KEY_FILE);
  const kept = await readFile(file, 'utf8').then((text) => text.trim(), () => '');
  if (kept.length >= 32) return kept;
  const key = randomBytes(32).toString('base64url');
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}
