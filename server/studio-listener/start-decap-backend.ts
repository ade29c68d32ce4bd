// Starts Decap's local backend (decap-backend.ts, built as dist/server/decap-backend.js) on
// the studio's content repository and waits for its port.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Logger } from '#server/observability/log.js';

export interface DecapBackend {
  port: number;
  stop(): Promise<void>;
}

/** The child's file beside this module's bundle (dist/server/). */
const CHILD = path.join(import.meta.dirname, 'decap-backend.js');

export function startDecapBackend(repo: string, log: Logger, child: string = CHILD): Promise<DecapBackend> {
  return new Promise((resolve, reject) => {
    const proc: ChildProcess = fork(child, [], {
      env: { ...process.env, GIT_REPO_DIRECTORY: repo, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const relay = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log.warn({ studio: 'decap-server' }, line.trim());
    };
    proc.stdout?.on('data', relay);
    proc.stderr?.on('data', relay);
    const exited = new Promise<void>((done) => proc.once('exit', () => done()));
    proc.once('exit', (code) => reject(new Error(`decap-server stopped before it was ready (exit code ${code})`)));
    proc.once('error', reject);
    proc.once('message', (message: { port?: number }) => {
      if (!message.port) return reject(new Error('decap-server did not listen'));
      proc.on('exit', (code, signal) => {
        if (signal !== 'SIGTERM') log.error({ code, signal }, 'студия: decap-server остановился, правки не сохраняются до перезапуска');
      });
      resolve({
        port: message.port,
        stop: async () => {
          if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
