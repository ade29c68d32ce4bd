// Starting and stopping the cluster's processes, always by their own PID: a child's
// output goes line by line to onLine (the CLI prints it, a test keeps it for a failure).
import { spawn } from 'node:child_process';

/**
 * Starts `command` and resolves once `isReady` (polled) or `readyLine` (a stdout/stderr
 * line) says so; rejects if the process exits first or `timeoutMs` passes.
 */
export function startProcess({ name, command, args = [], env, cwd, onLine = () => {}, readyLine, isReady, timeoutMs = 30_000 }) {
  // A process group of its own: a Ctrl-C in the terminal reaches only the cluster
  // script, which stops each process once and in order (an app instance takes a second
  // signal as "now" and cuts its requests off).
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        child.kill('SIGKILL');
        reject(error);
      } else resolve({ name, child, pid: child.pid, exited });
    };
    const timer = setTimeout(() => settle(new Error(`${name} was not ready within ${timeoutMs} ms`)), timeoutMs);
    let lastLine = '';
    const readLines = (stream) => {
      let rest = '';
      stream.setEncoding('utf8').on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) {
          if (line.trim()) lastLine = line;
          onLine(name, line);
          if (readyLine?.test(line)) settle();
        }
      });
    };
    readLines(child.stdout);
    readLines(child.stderr);
    child.once('error', (error) => settle(new Error(`${name} could not start: ${error.message}`)));
    void exited.then(({ code, signal }) => settle(new Error(`${name} exited (${signal ?? code}) before it was ready: ${lastLine}`)));
    if (isReady) pollUntilReady(isReady, () => settled).then(() => settle(), settle);
  });
}

async function pollUntilReady(isReady, gaveUp) {
  while (!gaveUp()) {
    if (await isReady().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signals one started process by its PID and waits for it to exit (SIGKILL after timeoutMs). */
export async function stopProcess(started, { signal = 'SIGTERM', timeoutMs = 20_000 } = {}) {
  const { child, exited } = started;
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const result = await exited;
  clearTimeout(timer);
  return result;
}

/** Resolves true once GET url answers 2xx. */
export async function answersOk(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return response.ok;
}
