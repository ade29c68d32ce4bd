// `docker build` without Docker: the build context as .dockerignore leaves it, the build
// stage run on it, and the final stage's files and RUN lines put together in an
// "image" directory, which a test then starts with the image's own CMD and HEALTHCHECK.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { readDockerignore, readStages, type Instruction, type Stage } from './dockerfile.js';
import { FIXTURE_CONTENT_DIR } from '../../support/content.js';
import { contentSchemaFiles } from '../../../scripts/content-schema.mjs';

const run = promisify(execFile);
export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Image {
  dir: string;
  env: Record<string, string>;
  user?: string;
  exposed: string[];
  cmd?: string;
  healthcheck?: string;
}

/**
 * Copies the project as `docker build .` would send it, but for its content/: the tests'
 * own (tests/support/content.ts) with the JSON Schemas the code writes, as in every test,
 * so the image's build and start are checked whatever the live content says.
 */
export async function buildContext(into: string): Promise<string> {
  const ignored = readDockerignore(path.join(ROOT, '.dockerignore'));
  for (const name of readdirSync(ROOT)) {
    if (!ignored(name) && name !== 'content') cpSync(path.join(ROOT, name), path.join(into, name), { recursive: true });
  }
  if (!ignored('content')) {
    cpSync(FIXTURE_CONTENT_DIR, path.join(into, 'content'), { recursive: true });
    for (const [file, text] of Object.entries(await contentSchemaFiles())) writeFileSync(path.join(into, file), text);
  }
  return into;
}

/** The caller's environment as a `docker build` sees it: no CONTENT_DIR (the suite sets one), so the build reads the context's content/. */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.CONTENT_DIR;
  return env;
}

async function shell(command: string, cwd: string, env: Record<string, string> = {}): Promise<void> {
  await run('sh', ['-c', command], { cwd, env: { ...buildEnv(), ...env }, maxBuffer: 16 * 1024 * 1024 });
}

function workdirOf(stage: Stage): string {
  return stage.instructions.findLast((i) => i.keyword === 'WORKDIR')?.args[0] ?? '/';
}

/**
 * Runs the build stage's RUN lines in the context. Its `npm ci` (every dependency, dev
 * ones included) is the project's own install, linked in: the same lockfile, minutes saved.
 * Its apt-get line is skipped: it would change this machine, which already has the packages.
 */
export async function runBuildStage(stage: Stage, context: string): Promise<void> {
  for (const { keyword, text } of stage.instructions) {
    if (keyword !== 'RUN') continue;
    if (/^npm ci\b/.test(text)) symlinkSync(path.join(ROOT, 'node_modules'), path.join(context, 'node_modules'));
    // Debian packages (the build's fonts) are this machine's own: .ci/run installs them.
    else if (!/^apt-get\b/.test(text)) await shell(text, context);
  }
}

/** COPY's sources into `dest` (a directory when it ends in `/` or there are several). */
function copy(sources: string[], dest: string): void {
  const intoDir = dest.endsWith('/') || sources.length > 1;
  if (intoDir) mkdirSync(dest, { recursive: true });
  for (const source of sources) cpSync(source, intoDir ? path.join(dest, path.basename(source)) : dest, { recursive: true });
}

function copyInstruction(instruction: Instruction, stages: Stage[], context: string, imageDir: string, workdir: string): void {
  const words = instruction.args;
  const from = instruction.flags.from;
  const fromStage = from === undefined ? undefined : stages.find((s) => s.name === from);
  if (from !== undefined && !fromStage) throw new Error(`COPY --from=${from}: no such stage`);
  // A stage's files are the context's after that stage ran there (runBuildStage).
  const sourceRoot = fromStage ? workdirOf(fromStage) : '/';
  const sources = words.slice(0, -1).map((s) => path.join(context, path.relative(sourceRoot, path.resolve(sourceRoot, s))));
  const dest = words.at(-1)!;
  const target = path.join(imageDir, path.relative(workdir, path.resolve(workdir, dest))) + (dest.endsWith('/') ? '/' : '');
  copy(sources, target);
}

/** The final stage, its RUN lines run in imageDir (npm told to prefer its local cache). */
export async function assembleFinalStage(stages: Stage[], context: string, imageDir: string): Promise<Image> {
  const image: Image = { dir: imageDir, env: {}, exposed: [] };
  let workdir = '/';
  for (const instruction of stages.at(-1)!.instructions) {
    const { keyword, args, text } = instruction;
    if (keyword === 'ENV') for (const pair of args) image.env[pair.split('=')[0]!] = pair.slice(pair.indexOf('=') + 1);
    else if (keyword === 'WORKDIR') workdir = path.resolve(workdir, args[0]!);
    else if (keyword === 'COPY') copyInstruction(instruction, stages, context, imageDir, workdir);
    else if (keyword === 'RUN') {
      // Debian packages (git, for the content's history) are this machine's own, as in the build stage.
      if (!/^apt-get\b/.test(text)) await shell(text, imageDir, { ...image.env, npm_config_prefer_offline: 'true' });
    }
    else if (keyword === 'USER') image.user = args[0];
    else if (keyword === 'EXPOSE') image.exposed.push(...args);
    else if (keyword === 'CMD') image.cmd = text;
    else if (keyword === 'HEALTHCHECK') image.healthcheck = text;
    else throw new Error(`${keyword} is not replayed by this test`);
  }
  return image;
}

export { readStages };
