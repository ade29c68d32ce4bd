// A product's photo in its square box: a catalogue photo goes through the image endpoint, with `sizes` written from the
// box's real width on each layout (campaign.css), so a phone at ×3 takes 480 px and a desktop at ×1 160 px. Lazy and of
// low priority: the products sit below the hero, whose banner is the page's largest paint.
import { SITE_BASES } from '#shared/pages/sites.js';
import { imageSrcSet, imageUrl, isRemoteImage } from '#shared/images/image-url.js';

/** The box's width on each layout, by the columns of that layout (campaign.css, layout.css). */
export function productPhotoSizes(columnsMd: number, columns: number): string {
  const gaps = (cols: number) => 24 * (cols - 1);
  return [
    '(max-width: 767px) calc(50vw - 44px)',
    `(max-width: 1179px) calc((100vw - ${100 + gaps(columnsMd)}px) / ${columnsMd} - 26px)`,
    `(max-width: 1319px) calc((100vw - ${60 + gaps(columns)}px) / ${columns} - 26px)`,
    `${Math.ceil((1260 - gaps(columns)) / columns - 26)}px`,
  ].join(', ');
}

export function ProductPhoto({ src, sizes }: { src: string; sizes: string }) {
  const remote = isRemoteImage(src);
  return (
    <img
      className="products__image" alt="" width={160} height={160} loading="lazy" decoding="async" fetchPriority="low"
      src={remote ? imageUrl(SITE_BASES.promo, src, 320) : src}
      srcSet={remote ? imageSrcSet(SITE_BASES.promo, src) : undefined}
      sizes={remote ? sizes : undefined}
    />
  );
}
