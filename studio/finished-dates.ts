// A new campaign whose last day has already passed goes live as a finished campaign with its
// results: usually a year typed wrong. Before such a save the studio asks
// (docs/decisions/241-studio-one-validation.md); the day is the site's own (its clock, in
// Moscow: «Состояние сайта»'s `at`), not the browser's.
import { siteToday } from './site-today.js';
import type { ImmutableLike } from './immutable-like.js';

/** Decap's preSave listener: throws (the save stops, Decap says why) when the operator declines. */
export async function confirmFinishedDates({ entry }: { entry: ImmutableLike }): Promise<void> {
  if (entry.get('collection') !== 'campaigns' || entry.get('newRecord') !== true) return;
  const ends = entry.getIn(['data', 'ends']);
  if (typeof ends !== 'string' || !ends) return;
  const today = await siteToday();
  if (ends >= today) return;
  const [year, month, day] = ends.split('-');
  const asked = `Последний день акции — ${day}.${month}.${year}, он уже прошёл: на сайте акция сразу откроется завершённой, `
    + 'с итогами. Сохранить так?\n\nЕсли это опечатка в годе, нажмите «Отмена» и исправьте даты.';
  if (!window.confirm(asked)) throw new Error('сохранение отменено: проверьте даты акции');
}
