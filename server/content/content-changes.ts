// Which pages new content changes, so the render cache drops those and keeps the rest: a
// campaign whose file or raster banner was added, removed or changed, lovecategory when its
// dates changed, and the hub whenever any of them did (it lists them all). Drafts change no
// public page.
import type { PreparedContent } from './site-content.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Prepared = Pick<PreparedContent, 'content'> & { banners?: PreparedContent['banners'] };

export function changedPageIds(
  { content: before, banners: bannersBefore }: Prepared, { content: after, banners: bannersAfter }: Prepared,
): Set<string> {
  const changed = new Set<string>();
  const beforeById = new Map(before.campaigns.map((campaign) => [campaign.id, campaign]));
  const afterById = new Map(after.campaigns.map((campaign) => [campaign.id, campaign]));
  for (const id of new Set([...beforeById.keys(), ...afterById.keys()])) {
    if (!same(beforeById.get(id), afterById.get(id)) || !same(bannersBefore?.get(id), bannersAfter?.get(id))) changed.add(id);
  }
  if (!same(before.lovecategory, after.lovecategory)) changed.add('lovecategory');
  // The campaigns' order on the hub follows the files too.
  if (changed.size > 0 || !same(before.campaigns.map((c) => c.id), after.campaigns.map((c) => c.id))) changed.add('hub');
  return changed;
}
