// `docker build` without Docker: the build context as .dockerignore leaves it, the build
// stage run on it, and the final stage's files and RUN lines put together in an
// "image" directory, which a test then starts with the image's own CMD and HEALTHCHECK.
import { execFile } from 'node:child_process';
import {
  copyFileSync, cpSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync,
} from 'node:fs';
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

/** `from`'s files under `to`, hard-linked where one file system holds both (copied where not), but for its own `node_modules`. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') linkTree(source, target);
    } else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * The final stage's `npm ci --omit=dev` as npm lays it out: every package of the lockfile the image
 * copied but those only devDependencies need (`"dev": true`), at the lockfile's own place, taken from
 * the project's install of that same lockfile (what npm would unpack from its cache, scripts already
 * run; extracting them again took a minute on two cores). A package for another platform (sharp's
 * optional binaries) is absent there as npm leaves it out; any other absent one fails: the install is
 * not this lockfile's. No devDependency is there, so a runtime import of one fails the image's start.
 */
function installProductionPackages(imageDir: string): void {
  const lock = JSON.parse(readFileSync(path.join(imageDir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; optional?: boolean }>;
  };
  for (const [place, meta] of Object.entries(lock.packages)) {
    if (!place || meta.dev) continue;
    const installed = path.join(ROOT, place);
    if (!existsSync(installed) || !lstatSync(installed).isDirectory()) {
      if (meta.optional) continue;
      throw new Error(`${place} is in package-lock.json but not in node_modules: run npm ci`);
    }
    linkTree(installed, path.join(imageDir, place));
  }
}

/**
 * The final stage, its RUN lines run in imageDir; its `npm ci --omit=dev` the project's own install's
 * production packages (installProductionPackages), as the build stage's `npm ci` is the install itself.
 */
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
      if (/^npm ci\b.*\s--omit=dev\b/.test(text)) installProductionPackages(imageDir);
      else if (!/^apt-get\b/.test(text)) await shell(text, imageDir, image.env);
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
