// What an image URL asks for (shared/images/image-url.ts makes them): `<promo base>img/<width>/<source
// in base64url>`. Read by the image route and by the listener's hit path alike.
import { IMAGE_WIDTHS } from '#shared/images/image-url.js';

/**
 * The source URL, or undefined when the segment is not base64url of one. Without its
 * fragment, which is never fetched: spellings of one URL that differ only there are one
 * source, one cache entry (docs/decisions/040-personal-work-budget.md).
 */
export function sourceOf(segment: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,2800}$/.test(segment)) return undefined;
  const text = Buffer.from(segment, 'base64url').toString('utf8');
  if (text.includes('\uFFFD')) return undefined;
  const fragment = text.indexOf('#');
  return fragment === -1 ? text : text.slice(0, fragment);
}

/** The width, when it is one of the widths the pages ask for. */
export const widthOf = (segment: string): number | undefined => {
  const width = Number(segment);
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? width : undefined;
};

/** A year: a variant's URL never changes what it answers. */
export const IMAGE_CACHE_CONTROL = `public, max-age=${365 * 24 * 60 * 60}, immutable`;
