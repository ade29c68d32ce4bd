// `npm run preview:link` signs at the campaign's current revocation epoch (read where the
// server reads it): a link made after «Отозвать ссылки» is not one already revoked, and with
// the revocations unreadable it makes none (scripts/preview-link.mjs).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { checkGrant } from '#server/preview/preview-grant.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { ROOT } from '../support/project-root.js';
import { freePort } from '../support/free-port.js';

const TOKEN = 'preview-token-of-the-tests-0123456789';
const dir = mkdtempSync(path.join(tmpdir(), 'preview-link-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const script = ['scripts/preview-link.mjs', 'knauf2025', '--days', '1'];
const run = (env: Record<string, string>) => promisify(execFile)(process.execPath, script, {
  cwd: ROOT, env: { PATH: process.env.PATH, PREVIEW_TOKEN: TOKEN, CONTENT_DIR: FIXTURE_CONTENT_DIR, ...env },
});

describe('npm run preview:link after a revocation', () => {
  test('when knauf2025 was revoked twice, then the link it prints holds at epoch 2', async () => {
    const file = path.join(dir, 'epochs.json');
    writeFileSync(file, '{ "knauf2025": 2 }');
    const { stdout } = await run({ PREVIEW_EPOCHS_FILE: file });
    const grant = new URL(stdout.trim()).searchParams.get('preview')!;
    expect(checkGrant(TOKEN, 'knauf2025', grant, Date.now(), 2).valid).toBe(true);
  });

  test('when the revocations cannot be read (Redis not running), then it prints no link and says why', async () => {
    const failed = await run({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('the revocations cannot be read');
  });
});
