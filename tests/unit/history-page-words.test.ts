// «История»'s page in words (docs/decisions/117-studio-history.md) for commits made before the studio's subjects
// were: a restore named by its commit, an early end with an ISO day, Decap's upload with its path. The page
// (server/studio/history-page.ts) is made from the entries as the studio's listener lists them.
import { describe, expect, test } from 'vitest';
import { historyPage } from '#server/studio/history-page.js';
import type { HistoryEntry } from '#server/studio/content-history.js';
import { loadContent } from '#server/content/load-content.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';

const COMMIT = '0123456789abcdef0123456789abcdef01234567';

/** A published commit of campaign knauf2025 with `subject`, made at 14:05 Moscow time on 25 November 2026. */
const entry = (subject: string): HistoryEntry => ({
  commit: COMMIT, at: '2026-11-25T11:05:00.000Z', author: 'Анна Петрова', message: `${subject}\n\nВозвращает поля правки ${COMMIT}`,
  files: ['campaigns/knauf2025.json'], restorable: true,
  changes: [{ file: 'campaigns/knauf2025.json', title: 'Акция «knauf2025»', fields: [
    { key: 'campaigns/knauf2025.json#/ends', label: 'Последний день', before: '2025-10-31', after: '2025-10-20' },
  ] }],
});

/** The page's visible words: its markup, style and script left out. */
const words = (html: string) => plainSpaces(html.replace(/<(script|style)>[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));

describe('«История» says an old commit in words', () => {
  test('when a restore made before the studio named versions is listed, then its commit is left out of its subject', () => {
    const page = words(historyPage([entry('Вернуть как было до правки 1a2b3c4 «Публикация: Акция «knauf2025» — Последний день»: '
      + 'Акция «knauf2025», «Последний день»')]));
    expect(page).toContain('Возврат как было до правки «Публикация: Акция «knauf2025» — Последний день»');
    expect(page).not.toMatch(/\b[0-9a-f]{7,40}\b/);
  });

  test('when an early end written with an ISO day and Decap\'s upload with its path are listed, then the day is in words and the picture by its name', () => {
    const ended = words(historyPage([entry('Завершить акцию knauf2025 досрочно: последний день 2025-10-20')]));
    expect(ended).toContain('Завершить акцию knauf2025 досрочно: последний день 20 октября 2025');
    expect(ended).toContain('Последний день: 31 октября 2025 → 20 октября 2025');
    expect(ended).toContain('25 ноября 2026, 14:05');
    expect(ended).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(words(historyPage([entry('Картинка «/banners/knauf-winter.jpg»')]))).toContain('Картинка «knauf-winter.jpg»');
  });

  test('when the served content knows the changed entry, then the page names it by its title, and by its id only when it does not', () => {
    const content = loadContent({ contentDir: FIXTURE_CONTENT_DIR, pages: PAGE_REGISTRY });
    const title = plainSpaces(content.campaigns.find(({ id }) => id === 'knauf2025')!.title);
    const named = words(historyPage([entry('Публикация: Акция «knauf2025» — Последний день')], undefined, content));
    expect(named).toContain(`Акция «${title}» Последний день: 31 октября 2025 → 20 октября 2025`);
    expect(named).not.toContain('Акция «knauf2025» Последний день');
    // What was done, written once with the id in the commit, names it by its title too.
    expect(named).toContain(`Публикация: Акция «${title}» — Последний день`);
    expect(named).not.toContain('knauf2025');
    const gone = { ...content, campaigns: content.campaigns.filter(({ id }) => id !== 'knauf2025') };
    expect(words(historyPage([entry('Публикация')], undefined, gone))).toContain('Акция «knauf2025» Последний день');
  });
});
