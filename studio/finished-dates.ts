// A campaign saved with every day already past (a new one, or one given new days) goes live as a finished
// campaign with its results: usually a year typed wrong. Before such a save the studio asks
// (docs/decisions/241-studio-one-validation.md); the day is the site's own (its clock, in Moscow: «Состояние
// сайта»'s `at`), not the browser's. A campaign whose published days are kept (an old campaign's text mended) is not asked about.
import { moscowDay } from '#shared/content/calendar.js';
import { formatDay } from '#shared/ui/format-dates.js';
import { readSiteState } from './site-state-path.js';
import type { ImmutableLike } from './immutable-like.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Decap's preSave listener: throws (the save stops, Decap says why) when the operator declines. */
export async function confirmFinishedDates({ entry }: { entry: ImmutableLike }): Promise<void> {
  if (entry.get('collection') !== 'campaigns') return;
  const [starts, ends] = [text(entry.getIn(['data', 'starts'])), text(entry.getIn(['data', 'ends']))];
  if (!ends) return;
  const state = await readSiteState();
  const today = moscowDay(state.at ? Date.parse(state.at) : Date.now());
  if (ends >= today) return;
  const published = entry.get('newRecord') === true ? undefined : state.campaigns?.find((campaign) => campaign.id === entry.get('slug'));
  if (published && published.starts === starts && published.ends === ends) return;
  const asked = `Последний день акции — ${formatDay(ends)}, он уже прошёл: на сайте акция сразу откроется завершённой, `
    + 'с итогами. Сохранить так?\n\nЕсли это опечатка в годе, нажмите «Отмена» и исправьте даты.';
  if (!window.confirm(asked)) throw new Error('Не сохранено: проверьте даты акции — последний день уже прошёл');
}
