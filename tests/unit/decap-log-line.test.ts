// server/studio-listener/decap-log-line.ts (docs/decisions/330-studio-always-answers.md): decap-server's
// lines as the studio's log keeps them, a failed call's by its action and entry, never its content.
import { describe, expect, test } from 'vitest';
import { readDecapLine } from '#server/studio-listener/decap-log-line.js';

const red = (level: string) => `\u001b[31m${level}\u001b[39m`;

describe('readDecapLine', () => {
  test('when a save fails, then the line is an error naming its action, entry and error, without the entry\'s text or pictures', () => {
    const picture = 'A'.repeat(200_000);
    const call = {
      action: 'persistEntry',
      params: {
        branch: 'main', entry: { slug: 'knauf2025', path: 'campaigns/knauf2025.json', raw: '{"title": "a}: b"}' },
        assets: [{ path: 'banners/a.jpg', content: picture, encoding: 'base64' }],
        options: { collectionName: 'campaigns', commitMessage: 'Правка', useWorkflow: true, status: 'draft' },
      },
    };
    const failure = 'fatal: failed to read .git/worktrees/ab12/commondir: Success';
    const line = readDecapLine(`${red('error')}: Error handling ${JSON.stringify(call)}: ${failure}`);
    expect(line).toEqual({
      level: 'error', action: 'persistEntry', entry: 'campaigns/knauf2025',
      msg: `persistEntry (campaigns/knauf2025): ${failure}`,
    });
  });

  test('when a call without an entry fails, then it is named by its action; a line of another kind keeps its level and words', () => {
    expect(readDecapLine(`${red('error')}: Error handling {"action":"unpublishedEntries","params":{"branch":"main"}}: fatal: x`))
      .toEqual({ level: 'error', action: 'unpublishedEntries', msg: 'unpublishedEntries: fatal: x' });
    expect(readDecapLine(`${red('error')}: Error handling {not json}: y`)).toEqual({ level: 'error', msg: 'Error handling {not json}: y' });
    expect(readDecapLine('\u001b[33mwarn\u001b[39m: something')).toEqual({ level: 'warn', msg: 'something' });
    expect(readDecapLine('\u001b[32minfo\u001b[39m: Decap CMS Git Proxy Server configured'))
      .toEqual({ level: 'info', msg: 'Decap CMS Git Proxy Server configured' });
    // Not winston's (node's own, a stack's line): a warning, as every line of the child's was.
    expect(readDecapLine('    at Object.<anonymous> (node:internal/x:1:1)'))
      .toEqual({ level: 'warn', msg: 'at Object.<anonymous> (node:internal/x:1:1)' });
  });
});
