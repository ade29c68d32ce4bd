// The release step that pins every image of deploy/kubernetes by digest
// (docs/decisions/350-image-digests-from-the-registry.md):
//   node scripts/pin-images.mjs [deploy/kubernetes]
// asks the registry, with crane (github.com/google/go-containerregistry; CRANE names another
// binary), for the digest of each image's tag (`crane digest <image>:<tag>`), writes them into
// kustomization.yaml's `images:` list (kustomize then writes `<image>@sha256:…` into every
// container) and records each, with the command and what crane printed, in
// image-digests.lock.json beside it. It needs the registries: run it where the release is
// built and pushed, never by hand-typing a digest. `npm run check` (scripts/check-manifests.mjs)
// refuses a digest anywhere in deploy/ that this lock does not hold.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, parseDocument } from 'yaml';

const DEPLOY = path.resolve(import.meta.dirname, '../deploy');
const LOCK = 'image-digests.lock.json';
const DIGEST = /sha256:[0-9a-f]{64}/g;

/** Every container image (`name:tag`) of the applied manifests in `dir` (not the examples). */
function imagesOf(dir) {
  const found = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'image' && typeof value === 'string') found.add(value);
        else visit(value);
      }
    }
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml' && !f.endsWith('.example.yaml'))) {
    for (const document of parseAllDocuments(readFileSync(path.join(dir, file), 'utf8'))) visit(document.toJS());
  }
  return [...found].sort();
}

/** `registry/name:tag` → { name, tag }; a reference without a tag or with a digest already is refused. */
function splitReference(reference) {
  const match = /^([^@\s]+?):([\w][\w.-]{0,127})$/.exec(reference);
  if (!match || match[1].endsWith('/')) throw new Error(`${reference}: not <image>:<tag> (a release pins tags, never a digest typed in)`);
  return { name: match[1], tag: match[2] };
}

/** Resolves every image's tag with crane and writes the kustomization's `images:` and the lock. */
export function pinImages(dir = path.join(DEPLOY, 'kubernetes'), crane = process.env.CRANE ?? 'crane') {
  const run = (args) => execFileSync(crane, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 60_000 }).trim();
  const craneVersion = run(['version']);
  const images = imagesOf(dir).map((reference) => {
    const { name, tag } = splitReference(reference);
    const output = run(['digest', `${name}:${tag}`]);
    if (!/^sha256:[0-9a-f]{64}$/.test(output)) throw new Error(`crane digest ${name}:${tag} printed ${JSON.stringify(output)}, not a digest`);
    return { name, tag, digest: output, command: `crane digest ${name}:${tag}`, output };
  });
  const kustomizationFile = path.join(dir, 'kustomization.yaml');
  const kustomization = parseDocument(readFileSync(kustomizationFile, 'utf8'));
  kustomization.set('images', images.map(({ name, digest }) => ({ name, digest })));
  writeFileSync(kustomizationFile, kustomization.toString());
  const lock = { tool: 'crane', toolVersion: craneVersion, resolvedAt: new Date().toISOString(), images };
  writeFileSync(path.join(dir, LOCK), `${JSON.stringify(lock, null, 2)}\n`);
  return images;
}

/** Every file under `dir`, recursively. */
const filesUnder = (dir) => readdirSync(dir).flatMap((entry) => {
  const file = path.join(dir, entry);
  return statSync(file).isDirectory() ? filesUnder(file) : [file];
});

/**
 * What is wrong with the digests in `deploy` (deploy/ by default): each `sha256:…` in any file
 * must be one crane printed for this lock (image-digests.lock.json beside deploy/kubernetes/kustomization.yaml; absent:
 * tags only, so none may appear), and each kustomization `images:` entry must name the image
 * the lock resolved that digest for.
 */
export function digestProblems(deploy = DEPLOY) {
  const lockFile = path.join(deploy, 'kubernetes', LOCK);
  const lock = existsSync(lockFile) ? JSON.parse(readFileSync(lockFile, 'utf8')) : { images: [] };
  const problems = [];
  const resolved = new Map();
  for (const entry of lock.images) {
    if (entry.output !== entry.digest || entry.command !== `crane digest ${entry.name}:${entry.tag}`) {
      problems.push(`${path.relative(deploy, lockFile)}: ${entry.name}: its digest is not what \`crane digest\` printed`);
    } else resolved.set(entry.digest, entry.name);
  }
  for (const file of filesUnder(deploy).filter((f) => f !== lockFile)) {
    const text = readFileSync(file, 'utf8');
    for (const [digest] of text.matchAll(DIGEST)) {
      if (!resolved.has(digest)) problems.push(`${path.relative(deploy, file)}: ${digest} was not resolved by scripts/pin-images.mjs`);
    }
  }
  const kustomizationFile = path.join(deploy, 'kubernetes', 'kustomization.yaml');
  for (const { name, digest } of parseDocument(readFileSync(kustomizationFile, 'utf8')).toJS().images ?? []) {
    if (digest && resolved.has(digest) && resolved.get(digest) !== name) {
      problems.push(`kubernetes/kustomization.yaml: ${name}: ${digest} was resolved for ${resolved.get(digest)}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(DEPLOY, 'kubernetes'));
  for (const { name, tag, digest } of pinImages(dir)) console.log(`${name}:${tag} → ${digest}`);
  const written = [path.join(dir, 'kustomization.yaml'), path.join(dir, LOCK)].map((file) => path.relative(process.cwd(), file));
  console.log(`written: ${written.join(', ')}`);
}
