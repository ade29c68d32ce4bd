// Decap's Russian as the studio speaks it: decap-cms-locales' phrase table with the studio's
// mended phrases (ru-phrases.ts) put over it.
import { ru } from 'decap-cms-locales';
import { MENDED_PHRASES, type Phrases } from './ru-phrases.js';

const isPhrases = (value: unknown): value is Phrases => typeof value === 'object' && value !== null && !Array.isArray(value);

function merged(base: Record<string, unknown>, mended: Phrases): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(mended)) {
    const own = base[key];
    result[key] = isPhrases(value) && isPhrases(own) ? merged(own, value) : value;
  }
  return result;
}

/** The phrase table the studio registers as 'ru'. */
export const studioRu = merged(ru, MENDED_PHRASES);
