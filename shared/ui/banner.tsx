// A banner in three sizes; the browser picks by viewport width, so a phone never
// downloads the desktop image (size classes: up to 767, 1210, beyond). The large size
// sits beside the hero's text and doubles as the page's og:image (1200×630); the medium
// and small sizes run under the text. The README lists the files.
export interface BannerProps {
  /** Folder-less base, e.g. `/promo/static/banners/knauf2025` → `-small.svg` etc. */
  src: string;
  alt: string;
  ext?: string;
}

export const BANNER_SIZES = {
  small: { width: 750, height: 600 },
  medium: { width: 1210, height: 440 },
  large: { width: 1200, height: 630 },
} as const;

export function Banner({ src, alt, ext = 'svg' }: BannerProps) {
  const { width, height } = BANNER_SIZES.large;
  return (
    <picture className="banner">
      <source media="(max-width: 767px)" srcSet={`${src}-small.${ext}`} width={BANNER_SIZES.small.width} height={BANNER_SIZES.small.height} />
      <source media="(max-width: 1210px)" srcSet={`${src}-medium.${ext}`} width={BANNER_SIZES.medium.width} height={BANNER_SIZES.medium.height} />
      <img className="banner__img" src={`${src}-large.${ext}`} alt={alt} width={width} height={height} fetchPriority="high" />
    </picture>
  );
}
