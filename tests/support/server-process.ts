// The built server as `npm start` runs it (`node dist/server/index.js`), for tests of the
// process itself: listening, signals, deadlines. Its pino lines are read from stdout, so
// a test awaits the line that marks an event instead of sleeping.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DIST_DIR, RUNNING_DAY } from './start-app.js';
import { FIXTURE_CONTENT_DIR } from './content.js';

const SERVER_ENTRY = path.join(DIST_DIR, 'server/index.js');

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface Exit {
  code: number | null;
  stderr: string;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Every stdout line so far, parsed. */
  logs: LogLine[];
  exited: Promise<Exit>;
  /** The first (or `nth`) line, already written or still to come, whose msg contains `text`; rejects if the process exits first. */
  logLine(text: string, nth?: number): Promise<LogLine>;
}

/** The servers not yet closed, each with its close. */
const running = new Map<ChildProcess, Promise<Exit>>();

function parseLine(text: string): LogLine {
  try {
    return JSON.parse(text) as LogLine;
  } catch {
    return { level: 0, msg: text }; // not pino's: kept, so a test can see it
  }
}

/**
 * `entry`: another build's server (a copy of the project built in a temporary folder);
 * `nodeFlags`: flags for node itself, e.g. `--max-old-space-size=160`.
 */
export interface SpawnOptions {
  entry?: string;
  nodeFlags?: string[];
}

export function spawnServer(env: Record<string, string>, { entry = SERVER_ENTRY, nodeFlags = [] }: SpawnOptions = {}): ServerProcess {
  const child = spawn(process.execPath, [...nodeFlags, entry], {
    // A loaded test machine lags: no shedding for lag unless a test is about it (as startApp).
    // The tests' own content (tests/support/content.ts), as startApp.
    env: {
      PATH: process.env.PATH, NODE_ENV: 'production', PROMO_NOW: RUNNING_DAY, SHED_EVENT_LOOP_DELAY_MS: '60000',
      // No warm-up before listening (a second or more of renders per start) unless a test is about it.
      WARM_UP_MS: '0',
      CONTENT_DIR: FIXTURE_CONTENT_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const waiters = new Set<() => void>();
  createInterface({ input: child.stdout! }).on('line', (text) => {
    logs.push(parseLine(text));
    for (const wake of waiters) wake();
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // 'close' (not 'exit'): stdout is read to its end, so `logs` is complete.
  const exited = new Promise<Exit>((resolve) => child.on('close', (code) => (running.delete(child), resolve({ code, stderr }))));
  running.set(child, exited);

  const logLine = (text: string, nth = 1) => new Promise<LogLine>((resolve, reject) => {
    const check = () => {
      const line = logs.filter((l) => l.msg.includes(text))[nth - 1];
      if (!line) return;
      waiters.delete(check);
      resolve(line);
    };
    waiters.add(check);
    check();
    void exited.then(() => (check(), waiters.delete(check), reject(new Error(`exited without logging "${text}"`))));
  });
  return { child, logs, exited, logLine };
}

/**
 * `http://127.0.0.1:<port>` of the port a start-up line names, once written: 'listening on', 'health probes on'
 * (HEALTH_PORT), 'metrics on' (METRICS_PORT). A test sets those to 0 and reads the port the process bound: a port
 * drawn by the test could be taken by another process before the server binds it.
 */
export async function boundBase(server: ServerProcess, startUpLine: 'listening on' | 'health probes on' | 'metrics on'): Promise<string> {
  const { port } = await server.logLine(startUpLine);
  return `http://127.0.0.1:${String(port)}`;
}

/** A server on a free loopback port (PORT=0), once it says it listens. */
export async function startServer(env: Record<string, string> = {}, options: SpawnOptions = {}): Promise<ServerProcess & { base: string }> {
  const server = spawnServer({ HOST: '127.0.0.1', PORT: '0', ...env }, options);
  return { ...server, base: await boundBase(server, 'listening on') };
}

/** For afterEach: a test that failed half-way must not leave a server behind. Settles once every one killed has closed. */
export function killServers(): Promise<void> {
  const closing = [...running.values()];
  for (const child of running.keys()) child.kill('SIGKILL');
  return Promise.all(closing).then(() => undefined);
}

/**
 * For afterAll: the servers killed and their ends awaited, then the test's folders they wrote in removed. A git a studio
 * started may outlive its server by the moment it takes to finish a checkout in such a folder: not a child of ours, so
 * its end cannot be awaited, and a removal that finds a folder written again tries again (rmSync's own retries).
 */
export async function stopServersAndRemove(...dirs: (string | undefined)[]): Promise<void> {
  await killServers();
  for (const dir of dirs) if (dir) removeWrittenFolder(dir);
}

/** A folder a server (or a git it started) wrote in, removed once that server has ended: see stopServersAndRemove. */
export function removeWrittenFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** GET on a new connection each time (no keep-alive pool, unless `agent` keeps one), so it shows whether the server still accepts. */
export function get(url: string, headers: Record<string, string> = {}, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    }).on('error', reject);
  });
}

/** The connection error code of a GET (ECONNREFUSED once the server stops accepting), or 'connected'. */
export function connectError(url: string): Promise<string> {
  return get(url).then(() => 'connected', (error: NodeJS.ErrnoException) => error.code ?? error.message);
}

export interface StalledRequest {
  /** Resolves, once the server closes the socket, with what it answered and how long after the send. */
  closed: Promise<{ answer: string; ms: number }>;
}

/** Sends `text` (part of a request) on a new connection, then nothing more. */
export async function sendAndStall(base: string, text: string): Promise<StalledRequest> {
  const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const sent = performance.now();
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
  const closed = new Promise<{ answer: string; ms: number }>((resolve) =>
    socket.once('close', () => resolve({ answer, ms: performance.now() - sent })));
  socket.write(text);
  return { closed };
}
