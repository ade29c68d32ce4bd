// The content check of `npm run content:check` and of the build (build.mjs): every file
// of content/ against the schema, by the server's own loader (server/content/load-content.ts),
// so the build, start-up and this script can never disagree. A bad file prints one line
// per problem, naming the file and the field, and exits 1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './ts-module.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The checked content of the project at `root` (or of another content folder), or the problems as lines. */
export async function checkContent(root = ROOT, contentDir = path.join(root, 'content')) {
  const { loadContent, ContentError } = await importTs('server/content/load-content.ts');
  try {
    return { content: loadContent({ contentDir, bannersDir: path.join(root, 'public/banners') }) };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { problems: error.problems.map((line) => line.replace(`${root}${path.sep}`, '')) };
  }
}

/** Checks, or prints every problem and exits 1. */
export async function checkContentOrExit(root = ROOT, contentDir = undefined) {
  const { content, problems } = await checkContent(root, contentDir);
  if (problems) {
    console.error(`content: ${problems.length} problem(s)`);
    for (const line of problems) console.error(line);
    process.exit(1);
  }
  return content;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // CONTENT_DIR: a content repository's checkout (its CI), as the server reads it.
  const content = await checkContentOrExit(ROOT, process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : undefined);
  console.log(`content: ${content.campaigns.length} campaigns and lovecategory are valid`);
}
