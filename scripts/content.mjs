// The content check of `npm run content:check` and of the build (build.mjs): every file
// of content/ by the server's own check (server/content/check-content.ts: the loader, then
// the raster art decoded), so the build, start-up and this script can never disagree. A bad file prints one line
// per problem, naming the file and the field, and exits 1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './ts-module.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The content folder a build of `root` reads: CONTENT_DIR (as the server's config reads it), else `<root>/content`. */
export const contentDirOf = (root = ROOT) => path.resolve(root, process.env.CONTENT_DIR || 'content');

/** The checked content of the project at `root` (CONTENT_DIR's folder, or its content/), or the problems as lines. */
export async function checkContent(root = ROOT) {
  const { checkContentFolder, ContentError } = await importTs('server/content/check-content.ts');
  const { PAGE_REGISTRY } = await importTs('pages/route-table.ts');
  try {
    return { content: await checkContentFolder({ contentDir: contentDirOf(root), pages: PAGE_REGISTRY }) };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { problems: error.problems.map((line) => line.replace(`${root}${path.sep}`, '')) };
  }
}

/** Checks, or prints every problem and exits 1. */
export async function checkContentOrExit(root = ROOT) {
  const { content, problems } = await checkContent(root);
  if (problems) {
    console.error(`content: ошибок — ${problems.length}`);
    for (const line of problems) console.error(line);
    process.exit(1);
  }
  return content;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // CONTENT_DIR: a content repository's checkout (its CI), as the server reads it.
  const content = await checkContentOrExit();
  // Likely mistakes, not refusals (docs/content.md «Предупреждения»).
  const { allContentWarnings } = await importTs('server/content/art-warnings.ts');
  const { typographyWarnings } = await importTs('server/content/content-warnings.ts');
  const { KIND_CONTENT_FILES } = await importTs('pages/content-files.ts');
  const unread = content.unread.map((file) => ({ file, message: 'этот файл не читает ни одна страница: имя с опечаткой или лишний файл' }));
  const warnings = [...unread, ...await allContentWarnings(content, contentDirOf()), ...typographyWarnings(content, KIND_CONTENT_FILES)];
  if (warnings.length > 0) console.warn(`content: предупреждения — ${warnings.length}`);
  for (const { file, message } of warnings) console.warn(`${file}: ${message}`);
  const files = KIND_CONTENT_FILES.map(({ file }) => file).join(', ');
  const folders = Object.entries(content.folders).map(([kind, entries]) => `${kind}: ${entries.length}`).join(', ');
  console.log(`content: без ошибок (акций: ${content.campaigns.length}, брендов: ${content.brands.length}, ${folders}, и ${files})`);
}
