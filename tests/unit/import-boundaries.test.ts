// The import boundaries are an ESLint rule (eslint.config.js) that `npm test` runs over
// the whole tree; these tests lint small snippets placed at paths inside each module
// tree, so they prove the rule itself catches a crossing and lets the allowed imports by.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** Every problem ESLint reports for `code` as if it were the file at `file` (from the project root). */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

/** A static import or re-export across a boundary, and a dynamic import() across one. */
const CROSSING = expect.stringMatching(/^no-restricted-imports: .* is restricted from being used by a pattern\./);
const DYNAMIC_CROSSING = expect.stringMatching(/^no-restricted-syntax: /);

describe('import boundaries (eslint.config.js)', () => {
  test('when shared code imports server, client or demo-upstream code, by relative path or by #alias, then lint reports each import', async () => {
    const code = [
      "import '../server/log.js';",
      "import '#server/config.js';",
      "import '../client/progress.js';",
      "import '#demo-upstream/demo-cards.js';",
      '',
    ].join('\n');

    expect(await problems('shared/probe.ts', code)).toEqual([CROSSING, CROSSING, CROSSING, CROSSING]);
  });

  test('when a page kind\'s client entry imports server code, its folder\'s descriptor or the page kinds, then lint reports each; shared code and its styles pass', async () => {
    const code = [
      "import '#server/observability/log.js';",
      "import './kind.js';",
      "import '#pages/kinds.js';",
      "import '#server/pages/page-kind.js';",
      "import './campaign.css';",
      "import '#shared/ui/layout.css';",
      '',
    ].join('\n');
    expect(await problems('pages/campaign/client.tsx', code)).toEqual([CROSSING, CROSSING, CROSSING, CROSSING]);
  });

  test('when a kind\'s ui/ imports server or client code, its folder\'s server files or another kind, then lint reports each; shared/ and its own ui/ pass', async () => {
    const code = [
      "import '#server/config.js';",
      "import '#client/progress.js';",
      "import '../content.js';",
      "import '#pages/law/kind.js';",
      "import '../../law/ui/law-page.js';",
      "import '#shared/ui/format.js';",
      "import './texts.js';",
      "import '#pages/karta-elektrika/ui/links.js';",
      '',
    ].join('\n');
    expect(await problems('pages/karta-elektrika/ui/probe.ts', code)).toEqual([CROSSING, CROSSING, CROSSING, CROSSING, CROSSING]);
    const entry = "import './ui/card-check.js';\nimport './ui/karta-elektrika.css';\n";
    expect(await problems('pages/karta-elektrika/client.tsx', entry)).toEqual([]);
  });

  test('when shared or browser code imports the page kinds, then lint reports it; a kind\'s descriptor may import server code', async () => {
    expect(await problems('shared/probe.ts', "import '#pages/route-table.js';\n")).toEqual([CROSSING]);
    expect(await problems('client/probe.ts', "import '../pages/kinds.js';\n")).toEqual([CROSSING]);
    expect(await problems('pages/campaign/probe.ts', "import '#server/upstream/get-call.js';\n")).toEqual([]);
  });

  test('when browser code imports server code, then lint reports it', async () => {
    expect(await problems('client/probe.ts', "import '../server/log.js';\n")).toEqual([CROSSING]);
  });

  test('when server code imports browser code, then lint reports it', async () => {
    expect(await problems('server/routes/probe.ts', "import '../../client/progress.js';\n")).toEqual([CROSSING]);
  });

  test('when a feature of shared/ imports a kind\'s half, by any relative path or by #alias, then lint reports it; its own files and shared/ui pass', async () => {
    const crossing = [
      "import '../../../pages/campaign/ui/anchors.js';",
      "import '#pages/campaign/ui/anchors.js';",
      "export { CampaignPage } from '#pages/campaign/ui/campaign-page.js';",
      "export const load = () => import('../../../pages/campaign/ui/anchors.js');",
      '',
    ].join('\n');
    const allowed = "import './use-dismiss.js';\nimport '../../ui/format.js';\nimport '#shared/ui/format.js';\n";

    expect(await problems('shared/features/business/probe.ts', crossing)).toEqual([CROSSING, CROSSING, CROSSING, DYNAMIC_CROSSING]);
    expect(await problems('shared/features/business/probe.ts', allowed)).toEqual([]);
  });

  test('when a server module other than server/index.ts imports the demo upstream, even dynamically, then lint reports it', async () => {
    const code = "export const load = () => import('../demo-upstream/server.js');\n";

    expect(await problems('server/probe.ts', code)).toEqual([DYNAMIC_CROSSING]);
  });

  test('when server/index.ts imports the demo upstream, then only the dynamic import passes', async () => {
    const dynamic = "export const load = () => import('../demo-upstream/server.js');\n";
    const statically = "export { startDemoUpstream } from '../demo-upstream/server.js';\n";

    expect(await problems('server/index.ts', dynamic)).toEqual([]);
    expect(await problems('server/index.ts', statically)).toEqual([CROSSING]);
  });

  test('when a file in a nested directory climbs out by relative path, then lint reports it from that depth', async () => {
    expect(await problems('shared/store/slices/probe.ts', "import '../../../server/log.js';\n")).toEqual([CROSSING]);
    expect(await problems('pages/campaign/probe.ts', "import '../../client/progress.js';\n")).toEqual([CROSSING]);
  });

  test('when the demo upstream imports server code, then lint reports it; shared code passes', async () => {
    expect(await problems('demo-upstream/probe.ts', "import '../server/log.js';\n")).toEqual([CROSSING]);
    expect(await problems('demo-upstream/probe.ts', "import '../shared/api/calls.js';\n")).toEqual([]);
  });
});
