// scripts/system-packages.sh, the first step of `npm test` and `.ci/run`, on a bare
// machine presented by SYSTEM_PACKAGES_ROOT (an empty folder: no package's file is
// there), with apt-get and sudo as stand-ins on PATH that write down how they were called.
// Without root and without sudo it stops at once with one line naming the command.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';

const SCRIPT = resolve('scripts/system-packages.sh');
const EVERY_PACKAGE = 'chromium redis-server nginx default-jre-headless fonts-dejavu-core chromium-headless-shell';
const NOBODY = 65534;

let dir: string;
let bin: string;
let bare: string;
let calls: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'system-packages-'));
  chmodSync(dir, 0o755);
  bin = join(dir, 'bin');
  bare = join(dir, 'bare');
  calls = join(dir, 'calls.log');
  mkdirSync(bin);
  mkdirSync(bare);
  writeFileSync(calls, '');
  chmodSync(calls, 0o666);
  // The tools the script itself uses, and nothing else of the machine's.
  for (const tool of ['id', 'env']) symlinkSync(`/usr/bin/${tool}`, join(bin, tool));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for a system command: writes its name, its arguments and DEBIAN_FRONTEND, then runs what follows (sudo) or nothing. */
function standIn(name: string, runsRest = false): void {
  const file = join(bin, name);
  const log = `echo "${name} $* frontend=\${DEBIAN_FRONTEND:-}" >> ${calls}`;
  writeFileSync(file, `#!/bin/bash\n${log}\n${runsRest ? 'exec "$@"' : 'exit 0'}\n`);
  chmodSync(file, 0o755);
}

interface Run { code: number | null; stdout: string; stderr: string }

interface RunOptions { root?: string; asNobody?: boolean; args?: string[] }

function run({ root = bare, asNobody = false, args: extra = [] }: RunOptions = {}): Promise<Run> {
  const env = { PATH: bin, SYSTEM_PACKAGES_ROOT: root };
  const asRoot = process.getuid?.() === 0;
  // Root drops to nobody through setpriv; a test run without root is a non-root user already.
  const [command, args] = asNobody && asRoot
    ? ['/usr/bin/setpriv', [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '/bin/bash', SCRIPT, ...extra]]
    : ['/bin/bash', [SCRIPT, ...extra]];
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

const calledWith = () => readFileSync(calls, 'utf8').split('\n').filter(Boolean);
const isRoot = process.getuid?.() === 0;

describe('scripts/system-packages.sh', () => {
  test.skipIf(!isRoot)('when every package is missing and the user is root, then apt-get updates and installs the whole list without questions', async () => {
    standIn('apt-get');

    const { code, stdout } = await run();

    expect(code).toBe(0);
    expect(stdout).toBe(`Installing from Debian: ${EVERY_PACKAGE}\n`);
    expect(calledWith()).toEqual([
      'apt-get update frontend=',
      `apt-get install -y --no-install-recommends ${EVERY_PACKAGE} frontend=noninteractive`,
    ]);
  });

  test.skipIf(!isRoot)('when some packages are there, then only the missing ones are installed', async () => {
    standIn('apt-get');
    for (const file of ['usr/sbin/nginx', 'usr/bin/java']) {
      mkdirSync(join(bare, file, '..'), { recursive: true });
      writeFileSync(join(bare, file), '');
    }

    const { code } = await run();

    expect(code).toBe(0);
    expect(calledWith()[1]).toBe(
      'apt-get install -y --no-install-recommends chromium redis-server fonts-dejavu-core chromium-headless-shell frontend=noninteractive',
    );
  });

  test('when a non-root user has sudo, then the install goes through sudo', async () => {
    standIn('apt-get');
    standIn('sudo', true);

    const { code } = await run({ asNobody: true });

    expect(code).toBe(0);
    expect(calledWith()).toEqual([
      'sudo apt-get update frontend=',
      'apt-get update frontend=',
      `sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${EVERY_PACKAGE} frontend=`,
      `apt-get install -y --no-install-recommends ${EVERY_PACKAGE} frontend=noninteractive`,
    ]);
  });

  test.skipIf(!isRoot)('when asked for the bench, then it installs its load generator, wrk, and none of the test packages', async () => {
    standIn('apt-get');

    const { code } = await run({ args: ['bench'] });

    expect(code).toBe(0);
    expect(calledWith()[1]).toBe('apt-get install -y --no-install-recommends wrk frontend=noninteractive');
  });

  test('when a non-root user has no sudo, then it stops at once with one line naming the command to run, and installs nothing', async () => {
    standIn('apt-get');

    const { code, stdout, stderr } = await run({ asNobody: true });

    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `Missing Debian packages; run as root: apt-get update && apt-get install -y --no-install-recommends ${EVERY_PACKAGE}\n`,
    );
    expect(calledWith()).toEqual([]);
  });

  test('when nothing is missing (this machine, as npm test left it), then it does nothing, even without root or sudo', async () => {
    standIn('apt-get');
    expect(existsSync('/usr/bin/chromium')).toBe(true);

    const { code, stdout, stderr } = await run({ root: '/', asNobody: true });

    expect({ code, stdout, stderr }).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(calledWith()).toEqual([]);
  });
});
