// Which entries show a picture, as a refused restore names them (server/studio-listener/file-users.ts,
// docs/decisions/117-studio-history.md): a campaign by the studio's name for it, a scheduled change by the name
// the operator gave it, never by the Latin file name the studio made of that name.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { usersOf } from '#server/studio-listener/file-users.js';

const dir = mkdtempSync(path.join(tmpdir(), 'promo-file-users-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the entries that show a picture', () => {
  test('when a campaign and a scheduled change show a banner, then each is named, the change by its own name', async () => {
    const write = (file: string, data: object) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), JSON.stringify(data));
    };
    write('campaigns/zima2025.json', { title: 'Зимняя акция', bannerFile: 'zima.jpg' });
    write('schedule/banner-k-vyhodnym.json', {
      name: 'Баннер к выходным', campaign: 'zima2025', at: '2025-11-20T10:00', bannerFile: 'zima.jpg',
    });
    write('schedule/bez-imeni.json', { campaign: 'zima2025', at: '2025-11-21T10:00', bannerFile: 'zima.jpg' });
    expect(await usersOf(dir, 'banners/zima.jpg')).toEqual([
      'Акция «zima2025» (поле «Баннер-картинка»)',
      'Запланированное изменение «Баннер к выходным» (поле «Баннер-картинка»)',
      'Запланированное изменение «bez-imeni» (поле «Баннер-картинка»)',
    ]);
  });
});
