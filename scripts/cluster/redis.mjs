// A throwaway redis-server on a loopback port: nothing saved, its files in a temp dir. It asks
// for a password, as the shipped ones do (deploy/kubernetes/redis.yaml, experiment-redis.yaml): a new
// one each start, carried by `url`; like them it never evicts (noeviction).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess } from './child-process.mjs';

const REDIS_SERVER = process.env.REDIS_SERVER_BINARY ?? 'redis-server';

export async function startRedis({ port, onLine, name = 'redis' }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'promo-redis-'));
  const password = randomBytes(24).toString('hex');
  const started = await startProcess({
    name,
    command: REDIS_SERVER,
    // The password in its arguments: a throwaway server on loopback.
    args: [
      '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--requirepass', password,
      '--maxmemory-policy', 'noeviction',
    ],
    onLine,
    readyLine: /Ready to accept connections/,
  }).catch((error) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return { ...started, url: `redis://:${password}@127.0.0.1:${port}`, dir };
}
