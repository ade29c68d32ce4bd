// The retailer × supplier logo lockup of a campaign header, from the brand's file
// (content/brands/<id>.json, docs/content.md): its logo picture, or its wordmark as
// styled text in the brand's colours (crisp at any size, no extra request, and read out
// as the brand's name). No brand is named in code: a new supplier is a content file.
import type { Brand } from '#shared/content/campaign-schema.js';
import { logoBackdrop } from '#shared/content/contrast.js';

/** The logo's drawn height in CSS pixels (brand-lockup.css); its file is at least twice as high. */
const LOGO_HEIGHT = 32;

/** A brand's mark: its logo picture, or its wordmark in its colours. `logoSrc`: the logo's address where it is not the site's. */
export function BrandMark({ brand, staticBase, logoSrc }: { brand: Brand; staticBase: string; logoSrc?: string }) {
  return brand.logo ? (
    <img
      className={brand.logoBackground ? 'brand-logo brand-logo--plate' : 'brand-logo'}
      src={logoSrc ?? `${staticBase}brands/${brand.logo}`} alt={brand.name} height={LOGO_HEIGHT}
      // The logo's own background is part of the brand: a white logo on its plate stays visible on the white bar.
      style={brand.logoBackground ? { background: logoBackdrop(brand) } : undefined}
    />
  ) : (
    <span className="brand-mark" role="img" aria-label={brand.name}>
      <span className="brand-mark__word" aria-hidden="true">{brand.wordmark}</span>
      {brand.wordmarkSub && <span className="brand-mark__sub" aria-hidden="true">{brand.wordmarkSub}</span>}
    </span>
  );
}

/** The lockup of a campaign's header; `logoSrc`: the studio's preview's picture as the studio has it. */
export function BrandLockup({ brand, staticBase, logoSrc }: { brand: Brand; staticBase: string; logoSrc?: string }) {
  return (
    <span className="campaign-header__brand">
      <span className="brand-lockup__times" aria-hidden="true">×</span>{' '}
      <BrandMark brand={brand} staticBase={staticBase} logoSrc={logoSrc} />
    </span>
  );
}
