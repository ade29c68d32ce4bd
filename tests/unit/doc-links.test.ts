// The README and docs/ link to each other and to pictures by relative paths, and to a
// section by its heading's anchor: a reader who follows one lands on it. A moved or
// renamed document or heading breaks such a link silently on GitHub; this reads every one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .map((file) => `docs/${file.split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.md'));
  return ['README.md', ...docs];
}

/** The text outside fenced code blocks, where a link is a link. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of prose(readFileSync(path.join(ROOT, file), 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = anchorOf(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Link { file: string; target: string }

function links(): Link[] {
  const found: Link[] = [];
  for (const file of markdownFiles()) {
    // An inline code span shows markup (`<img src="/api/pass">`), it links nowhere.
    const text = prose(readFileSync(path.join(ROOT, file), 'utf8')).replace(/`[^`\n]*`/g, '');
    const targets = [
      ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!),
      ...[...text.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!),
    ];
    for (const target of targets) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:: not ours to check
      found.push({ file, target });
    }
  }
  return found;
}

/** Why the link leads nowhere, or undefined when it lands. */
function broken({ file, target }: Link): string | undefined {
  const [pathPart, anchor] = target.split('#') as [string, string | undefined];
  const resolved = pathPart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart));
  const full = path.join(ROOT, resolved);
  if (resolved.startsWith('..') || !existsSync(full)) return `${file}: ${target} (no ${resolved})`;
  if (anchor === undefined) return undefined;
  if (statSync(full).isDirectory() || !resolved.endsWith('.md')) return `${file}: ${target} (an anchor in no document)`;
  return anchorsOf(resolved).has(decodeURIComponent(anchor)) ? undefined : `${file}: ${target} (no heading #${anchor})`;
}

describe('relative links in the README and docs/', () => {
  const all = links();

  test('when the anchor of a heading is made, then it is the one GitHub gives it', () => {
    expect(anchorOf('`TRUST_PROXY` behind each balancer')).toBe('trust_proxy-behind-each-balancer');
    expect(anchorOf('Launch a campaign')).toBe('launch-a-campaign');
    expect(anchorOf('Папка контента: what an operator may do')).toBe('папка-контента-what-an-operator-may-do');
  });

  test('when the documents are read, then they hold many relative links, anchors and pictures among them (the reader works)', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all).toContainEqual({ file: 'README.md', target: 'docs/mechanisms.md' });
    expect(all.some(({ target }) => target.includes('#'))).toBe(true);
    expect(all.some(({ target }) => target.endsWith('.png'))).toBe(true);
  });

  test('when a link is broken, then it is named', () => {
    expect(broken({ file: 'README.md', target: 'docs/nothing-here.md' })).toMatch(/no docs\/nothing-here\.md/);
    expect(broken({ file: 'docs/testing.md', target: '../README.md#no-such-section' })).toMatch(/no heading/);
    expect(broken({ file: 'docs/testing.md', target: '../README.md#two-commands' })).toBeUndefined();
  });

  test('when a document links to a file, a folder or a section, then it is there', () => {
    expect(all.map(broken).filter((reason) => reason !== undefined)).toEqual([]);
  });
});
