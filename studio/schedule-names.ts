// A scheduled change and an experiment are named in the operator's words («Баннер к выходным»); the file's name, in
// Latin letters, is made of them when the entry is first saved. A new experiment also gets its key then, never drawn
// again for an experiment saved before: a new key restarts the count.
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

const KEY_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A new key (shared/content/experiment-schema.ts's EXPERIMENT_KEY): 12 letters and digits from the browser's cryptographic generator. */
const drawExperimentKey = () => [...crypto.getRandomValues(new Uint8Array(12))]
  .map((byte) => KEY_LETTERS[byte % KEY_LETTERS.length]).join('');

/** Decap's preSave listener: a new entry gets the file's name (`id`, the slug); a new experiment its key. */
export function nameScheduledFile({ entry }: { entry: ImmutableLike }): EntryData | undefined {
  const collection = entry.get('collection');
  if ((collection !== 'schedule' && collection !== 'experiments') || entry.get('newRecord') !== true) return undefined;
  const data = entry.get('data') as EntryData;
  const name = data.get('name');
  const named = data.set('id', fileNameOf(typeof name === 'string' ? name : ''));
  return collection === 'experiments' ? named.set('key', drawExperimentKey()) : named;
}
