// A throwaway redis-server on a loopback port: nothing saved, its files in a temp dir.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess } from './child-process.mjs';

const REDIS_SERVER = process.env.REDIS_SERVER_BINARY ?? 'redis-server';

export async function startRedis({ port, onLine }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'promo-redis-'));
  const started = await startProcess({
    name: 'redis',
    command: REDIS_SERVER,
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    onLine,
    readyLine: /Ready to accept connections/,
  }).catch((error) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return { ...started, url: `redis://127.0.0.1:${port}`, dir };
}
