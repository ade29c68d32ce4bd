// Brands of content/brands, each its mark (logo or wordmark, as a campaign's header shows it) with its link.
import type { CSSProperties } from 'react';
import { z } from 'zod';
import { SLUG_PATTERN, titled } from '#shared/content/campaign-schema.js';
import { BrandMark } from '#shared/features/promotion/brand-lockup.js';
import { SITE_BASES } from '#shared/pages/sites.js';
import { blockType } from '#pages/landing/ui/block-type.js';
import { heading, pageLink } from '#pages/landing/ui/fields.js';
import { BlockSection } from '#pages/landing/ui/block-section.js';

const item = z.strictObject({
  brand: titled(z.string().regex(SLUG_PATTERN, 'имя файла бренда в content/brands/ без .json'), 'Бренд из content/brands', 'Бренд'),
  link: pageLink,
});

export const brands = blockType({
  title: 'Бренды',
  fields: z.strictObject({
    heading: heading(),
    brands: titled(z.array(item).min(1).max(12), 'От 1 до 12 брендов, каждый со ссылкой', 'Бренды'),
  }),
  Block: ({ block, landing, number }) => (
    <BlockSection number={number} heading={block.heading} name="landing-brands">
      <ul className="landing-brands__list">
        {block.brands.map(({ brand, link }) => {
          const shown = landing.brands[brand]!;
          // Each mark in its own brand's colours (brand-lockup.css reads the accent tokens).
          const colours = { '--accent': shown.accent, '--accent-ink': shown.accentText } as CSSProperties;
          return (
            <li key={brand} style={colours}>
              <a href={link}><BrandMark brand={shown} staticBase={`${SITE_BASES.promo}static/`} /></a>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  ),
});
