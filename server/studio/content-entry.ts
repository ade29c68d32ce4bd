// What a content file is to the operator, for «Состояние сайта» (site-state.ts): the entry it belongs to named by
// its title on the site now («Акция «Зимняя акция Технониколь»», «Баннер акции «…»», «Бренд «Knauf»»), never its
// path, and the address of that entry's form in the studio (its hash route, studio/entry-address.ts) where the
// operator mends it. A file the content served now does not know (a new entry never good) is named by the studio's
// form (`fallback`: «Акция «zima2025»»).
import path from 'node:path';
import { rasterArtNames, SVG_SIZES, svgBannerName } from '#shared/content/banner-files.js';
import type { Content } from '../content/load-content.js';

export interface ContentEntry {
  title: string;
  /** The studio's address of the entry's form (`/#/collections/campaigns/entries/knauf2025`); unset: the studio has none. */
  editor?: string;
}

const form = (collection: string, entry: string) => `/#/collections/${collection}/entries/${entry}`;

/** The entry `file` (relative to the content folder: `campaigns/knauf2025.json`) belongs to. */
export function contentEntry(file: string, content: Content, fallback: (file: string) => string): ContentEntry {
  const [folder, name = ''] = file.split('/');
  const stem = path.basename(name, path.extname(name));
  const campaign = (found: Content['campaigns'][number] | undefined, what: string): ContentEntry | undefined =>
    found && { title: `${what} «${found.title}»`, editor: form('campaigns', found.id) };
  const named: ContentEntry | undefined = (() => {
    switch (folder) {
      case 'campaigns':
        return campaign(content.campaigns.find(({ id }) => id === stem), 'Акция');
      case 'banners':
        return campaign(content.campaigns.find(({ id, bannerFile }) => (bannerFile ? [bannerFile]
          : [...rasterArtNames(id), ...SVG_SIZES.map((size) => svgBannerName(id, size))]).includes(name)), 'Баннер акции');
      case 'brands': {
        const brand = content.brands.find(({ id, logo }) => (name.endsWith('.json') ? id === stem : logo === name));
        const what = name.endsWith('.json') ? 'Бренд' : 'Логотип бренда';
        return brand && { title: `${what} «${brand.name}»`, editor: form('brands', brand.id) };
      }
      case 'schedule': {
        const change = content.schedule?.find(({ id }) => id === stem);
        return change && { title: `Запланированное изменение «${change.name ?? change.id}»`, editor: form('schedule', change.id) };
      }
      default:
        return undefined;
    }
  })();
  // A folder's entry is its collection's, named alike (Decap's: server/studio-listener/decap-config.ts), a picture's none.
  const own = folder !== 'banners' && name !== 'schema.json' && /^[^.]+\.json$/.test(name);
  return named ?? { title: fallback(file), ...(own ? { editor: form(folder!, stem) } : {}) };
}
