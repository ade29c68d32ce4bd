// A scheduled change is named in the operator's words («Баннер к выходным»); its file's name, which the site
// wants in Latin letters, digits and hyphens (shared/content/scheduled-change-schema.ts), is made of those words
// when the change is first saved: Russian letters spelt in Latin as in a passport, other signs made hyphens.
// Decap makes the name its own if another change has it already (a «-1» after it).
import type { ImmutableLike } from './immutable-like.js';

const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: 'ie', ы: 'y',
  ь: '', э: 'e', ю: 'iu', я: 'ia',
};

/** The file name of a change called `name`: `banner-k-vykhodnym`. */
export function fileNameOf(name: string): string {
  const latin = [...name.toLowerCase()].map((letter) => LATIN[letter] ?? letter).join('');
  const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  return slug || 'izmenenie';
}

interface EntryData extends ImmutableLike {
  set(key: string, value: string): EntryData;
}

/** Decap's preSave listener: a new scheduled change's data gets the file's name (`id`, the collection's slug). */
export function nameScheduledFile({ entry }: { entry: ImmutableLike }): EntryData | undefined {
  if (entry.get('collection') !== 'schedule' || entry.get('newRecord') !== true) return undefined;
  const data = entry.get('data') as EntryData;
  const name = data.get('name');
  return data.set('id', fileNameOf(typeof name === 'string' ? name : ''));
}
