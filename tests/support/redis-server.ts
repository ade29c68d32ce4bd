// A real redis-server (Debian's package) on a free loopback port, in its own temporary
// folder, persisting nothing; stopped by its PID.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onFreePort } from './free-port.js';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export interface RedisProcess {
  url: string;
  port: number;
  /** SIGSTOP: the process stays connected but answers nothing (a stall); SIGCONT: it goes on. */
  signal(name: 'SIGSTOP' | 'SIGCONT'): void;
  stop(): Promise<void>;
}

/**
 * On `port`, or on a free one (another if that one was taken meanwhile). `password`: Redis asks for
 * it (`--requirepass`), and `url` carries it; `args`: more of redis-server's arguments (`--maxmemory-policy`, …).
 */
export function startRedis(port?: number, options: { password?: string; args?: string[] } = {}): Promise<RedisProcess> {
  return port === undefined ? onFreePort((free) => startRedisOn(free, options)) : startRedisOn(port, options);
}

async function startRedisOn(chosen: number, { password, args: more = [] }: { password?: string; args?: string[] }): Promise<RedisProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'promo-redis-'));
  const args = ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  if (password) args.push('--requirepass', password);
  args.push(...more);
  const child: ChildProcess = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      reject(new Error(`redis-server exited with ${code}: ${output.slice(-500)}`));
    });
  });
  child.stdout!.resume();
  return {
    url: password ? `redis://:${encodeURIComponent(password)}@127.0.0.1:${chosen}` : `redis://127.0.0.1:${chosen}`,
    port: chosen,
    signal(name) {
      child.kill(name);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGCONT'); // a stopped process would not act on SIGTERM
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
