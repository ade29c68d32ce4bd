// The Kubernetes manifests (deploy/kubernetes/*.yaml, the applied ones and the examples)
// against the Kubernetes API's own schemas, offline: kubernetes-models carries each kind's
// OpenAPI schema as a validator (docs/decisions/350-image-digests-from-the-registry.md). A field
// misspelt, mistyped or misplaced fails `npm run check`; the kustomization (not an API
// object) is read by kustomize, not checked here. A digest in deploy/ must come from the
// release step that resolves it (scripts/pin-images.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { digestProblems } from './pin-images.mjs';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../deploy/kubernetes');
const NOT_API_OBJECTS = new Set(['kustomization.yaml']);

/** The kubernetes-models class of `apiVersion`/`kind` ('apps/v1' → kubernetes-models/apps/v1/Deployment). */
async function modelOf(apiVersion, kind) {
  try {
    return (await import(`kubernetes-models/${apiVersion}/${kind}`))[kind];
  } catch {
    return undefined;
  }
}

/** What is wrong with the API objects of `text` (one YAML file, several documents), each line naming `name`. */
export async function manifestProblems(name, text) {
  const problems = [];
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length) {
      problems.push(...document.errors.map((error) => `${name}: ${error.message}`));
      continue;
    }
    const object = document.toJS();
    if (object === null) continue;
    const { apiVersion, kind } = object;
    const Model = await modelOf(apiVersion, kind);
    if (!Model) {
      problems.push(`${name}: ${apiVersion} ${kind}: not a kind of the Kubernetes API`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      const where = `${kind} ${object.metadata?.name ?? ''}`.trim();
      problems.push(`${name}: ${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

/** Every manifest file of deploy/kubernetes, checked. */
export async function deployProblems(dir = DIR) {
  const files = readdirSync(dir).filter((file) => file.endsWith('.yaml') && !NOT_API_OBJECTS.has(file)).sort();
  const found = await Promise.all(files.map((file) => manifestProblems(file, readFileSync(path.join(dir, file), 'utf8'))));
  return found.flat();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = [...(await deployProblems()), ...digestProblems()];
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length ? 1 : 0;
  if (!problems.length) {
    console.log('deploy/kubernetes: every manifest matches the Kubernetes schemas; every digest came from scripts/pin-images.mjs');
  }
}
