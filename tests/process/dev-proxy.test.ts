// `npm run dev`'s proxy (scripts/build/dev-server.mjs) when the app behind it stops, goes
// silent or restarts while a browser waits: every request gets an end, never an endless
// wait. The proxy runs as in `npm run dev` (tests/support/dev-proxy-harness.mjs) in front
// of a scripted app (tests/support/dev-proxy-app.mjs), both real processes on free
// loopback ports, the app stopped by its PID at the moment each case needs.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterEach, describe, expect, test } from 'vitest';

const SUPPORT = path.join(import.meta.dirname, '../support');
/** The proxy's bound on an app's silence, in the harness: the stand-in app answers at once or never. */
const APP_SILENCE_MS = 3000;
/**
 * How long a step may take before the test fails saying which step: every step here takes
 * milliseconds, so this only turns an endless wait (what the proxy did before) into a
 * failed assertion with a reason, well within the test's own timeout.
 */
const STEP_BOUND_MS = 20_000;
/** A stand-in app's line once it listens: its PID and port. */
const LISTENING = /^dev-proxy-app (\d+) listening on (\d+)/;
const RELOAD_TAG = '<script src="/__dev/reload.js" defer></script>';

interface Dev {
  base: string;
  /** The harness's (the proxy's) output and its apps', so far. */
  lines: string[];
  /** The `nth` line, already written or still to come, that matches. */
  line(pattern: RegExp, nth?: number): Promise<RegExpExecArray>;
  /** The PID of the `nth` app the proxy has started, once that app listens. */
  appPid(nth: number): Promise<number>;
  /** Makes the `nth` app ready (its /healthz answers 200 from then on) and resolves once it has said so. */
  makeReady(nth: number): Promise<void>;
  /** Kills the `nth` app by its PID and resolves once it is gone (a connection of the test's own to it has closed). */
  killApp(nth: number): Promise<void>;
}

let harness: ChildProcess | undefined;
let out: string | undefined;

/**
 * The ports of apps that listen but were neither made ready nor killed (a test that failed half-way):
 * the harness's stop waits for their start.
 */
let appsStarting: () => number[] = () => [];

afterEach(async () => {
  await Promise.all(appsStarting().map((port) => fetch(`http://127.0.0.1:${port}/ready`, { method: 'POST' }).catch(() => undefined)));
  appsStarting = () => [];
  if (harness && harness.exitCode === null && harness.signalCode === null) {
    const exited = new Promise<number | null>((resolve) => harness!.once('exit', resolve));
    harness.kill('SIGTERM'); // the harness stops its app before it exits
    // 1 when the proxy's stop failed (the harness prints why): every case ends with a clean stop.
    expect(await exited).toBe(0);
  }
  harness = undefined;
  if (out) rmSync(out, { recursive: true, force: true });
  out = undefined;
});

/** Rejects after STEP_BOUND_MS, naming the step and showing the processes' lines by then. */
function within<T>(promise: Promise<T>, step: string, dev?: Dev): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_resolve, reject) => {
    const why = () => `${step}: not within ${STEP_BOUND_MS} ms. The proxy's and the app's lines:\n${dev?.lines.join('\n') ?? ''}`;
    timer = setTimeout(() => reject(new Error(why())), STEP_BOUND_MS);
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

async function startDev(): Promise<Dev> {
  out = mkdtempSync(path.join(tmpdir(), 'promo-dev-proxy-'));
  mkdirSync(path.join(out, 'server'));
  copyFileSync(path.join(SUPPORT, 'dev-proxy-app.mjs'), path.join(out, 'server/index.js'));
  const child = spawn(process.execPath, [path.join(SUPPORT, 'dev-proxy-harness.mjs'), out], {
    // UPSTREAM_URL set: the proxy starts no demo upstream (the stand-in app calls nothing).
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', UPSTREAM_URL: 'http://127.0.0.1:9', APP_SILENCE_MS: String(APP_SILENCE_MS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  harness = child;
  const lines: string[] = [];
  const waiting: { pattern: RegExp; nth: number; resolve: (match: RegExpExecArray) => void }[] = [];
  const nthMatch = (pattern: RegExp, nth: number) => lines.map((line) => pattern.exec(line)).filter((match) => match !== null)[nth - 1];
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const w of [...waiting]) {
        const match = nthMatch(w.pattern, w.nth);
        if (match) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(match);
        }
      }
    });
  }
  const killed = new Set<number>();
  const saying = (what: RegExp) => lines.map((line) => what.exec(line)).filter((match) => match !== null);
  appsStarting = () => {
    const ready = saying(/^dev-proxy-app (\d+) ready/).map(([, pid]) => Number(pid));
    const listening = saying(LISTENING);
    return listening.filter(([, pid]) => !ready.includes(Number(pid)) && !killed.has(Number(pid))).map(([, , port]) => Number(port));
  };
  const dev: Dev = {
    base: '', // the port the proxy bound (PORT=0), from its line below
    lines,
    line: (pattern, nth = 1) => {
      const found = nthMatch(pattern, nth);
      const next = found ? Promise.resolve(found) : new Promise<RegExpExecArray>((resolve) => waiting.push({ pattern, nth, resolve }));
      return within(next, `line ${nth} matching ${pattern}`, dev);
    },
    appPid: async (nth) => Number((await dev.line(LISTENING, nth))[1]),
    makeReady: async (nth) => {
      const [, pid, port] = await dev.line(LISTENING, nth);
      const answer = await within(fetch(`http://127.0.0.1:${port}/ready`, { method: 'POST' }), `app ${nth}'s word that it is ready`, dev);
      expect(answer.status).toBe(204);
      await dev.line(new RegExp(`^dev-proxy-app ${pid} ready`));
    },
    killApp: async (nth) => {
      const [, pid, port] = await dev.line(LISTENING, nth);
      killed.add(Number(pid));
      const socket = net.connect(Number(port), '127.0.0.1');
      const connected = new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      await within(connected, `a connection to app ${nth}`, dev);
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.on('error', () => undefined); // a reset is how the end may show
      process.kill(Number(pid), 'SIGKILL');
      await within(closed, `the end of app ${nth} (PID ${pid})`, dev);
    },
  };
  // The first app is ready when the test says so, as every app here.
  await dev.makeReady(1);
  dev.base = `http://127.0.0.1:${(await dev.line(/^npm run dev: http:\/\/localhost:(\d+)\//))[1]!}`;
  return dev;
}

/** The answer's body in full; rejects if the proxy cuts it. */
const fullBody = (response: Response) => response.text();

describe('npm run dev\'s proxy when the app stops, goes silent or restarts mid-request', { timeout: 60_000 }, () => {
  test('when the app is stopped after the headers and part of a non-HTML body, then the browser\'s answer ends in an error instead of waiting for the rest', async () => {
    const dev = await startDev();
    const pid = await dev.appPid(1);
    const response = await within(fetch(`${dev.base}/cut.txt`), 'the headers of /cut.txt', dev);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await within(reader.read(), 'the first part of /cut.txt', dev);
    expect(new TextDecoder().decode(first.value)).toBe('first part');

    process.kill(pid, 'SIGKILL');
    const rest = (async () => {
      for (;;) if ((await reader.read()).done) return 'ended as if complete';
    })();
    const outcome = await within(rest.catch((error: unknown) => error), 'the end of /cut.txt after the app was killed', dev);
    // undici's word for a body whose connection closed before its end.
    expect(String(outcome)).toBe('TypeError: terminated');
  });

  test('when the app is stopped after the headers and part of an HTML body, then the browser gets a 502 page in Russian that reloads itself once the app is back', async () => {
    const dev = await startDev();
    const pid = await dev.appPid(1);
    const answer = fetch(`${dev.base}/cut.html`);
    await dev.line(new RegExp(`^dev-proxy-app ${pid} sent part of /cut.html`));

    process.kill(pid, 'SIGKILL');
    const response = await within(answer, 'the answer to /cut.html after the app was killed', dev);
    const page = await within(fullBody(response), 'the body of /cut.html\'s answer', dev);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page).toContain('Приложение оборвало ответ');
    expect(page).toContain(RELOAD_TAG);
  });

  test('when the app is not running and no restart is under way, then the browser gets a 502 page in Russian with what to do', async () => {
    const dev = await startDev();
    await dev.killApp(1);

    const response = await within(fetch(`${dev.base}/whoami.html`), 'the answer to /whoami.html with no app', dev);
    const page = await within(fullBody(response), 'the body of /whoami.html\'s answer', dev);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page).toContain('Приложение не отвечает');
    expect(page).toContain('обновится сама');
    expect(page).toContain(RELOAD_TAG);
  });

  test('when a request arrives while the app restarts and the old one is gone, then it waits for the new app and gets its answer', async () => {
    const dev = await startDev();
    await dev.killApp(1);

    process.kill(harness!.pid!, 'SIGUSR2'); // a rebuild: the proxy starts the next app
    const second = await dev.appPid(2);
    const answer = fetch(`${dev.base}/whoami.html`);
    const early = await Promise.race([
      answer.then((response) => `answered ${response.status} before the new app was ready`),
      dev.line(/^npm run dev: the app is restarting/).then(() => 'waits'),
    ]);
    expect(early).toBe('waits');
    await dev.makeReady(2); // the new app is ready only now

    const response = await within(answer, 'the answer to /whoami.html once the new app was ready', dev);
    const page = await within(fullBody(response), 'the body of /whoami.html\'s answer', dev);
    expect(response.status, page).toBe(200);
    expect(page).toContain(`app ${second}${RELOAD_TAG}</body>`);
  });

  test('when the app holds a request without a word, then the browser gets a 504 page in Russian once the app has been silent for the proxy\'s bound', async () => {
    const dev = await startDev();
    const pid = await dev.appPid(1);
    const answer = fetch(`${dev.base}/silent`);
    await dev.line(new RegExp(`^dev-proxy-app ${pid} holds /silent`));

    const response = await within(answer, 'the answer to /silent', dev);
    const page = await within(fullBody(response), 'the body of /silent\'s answer', dev);
    expect(response.status).toBe(504);
    expect(page).toContain('Приложение не ответило');
  });

  test('when the browser goes away mid-answer, then the proxy drops its request to the app', async () => {
    const dev = await startDev();
    const pid = await dev.appPid(1);
    const browser = new AbortController();
    const response = await within(fetch(`${dev.base}/slow.txt`, { signal: browser.signal }), 'the headers of /slow.txt', dev);
    const reader = response.body!.getReader();
    await within(reader.read(), 'the first part of /slow.txt', dev);

    browser.abort();
    await dev.line(new RegExp(`^dev-proxy-app ${pid} /slow.txt closed by the other side`));
  });
});
