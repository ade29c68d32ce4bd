// A banner in three sizes; the browser picks by viewport width, so a phone never
// downloads the desktop image (size classes: up to 767, 1210, beyond). The large size
// sits beside the hero's text and doubles as the page's og:image (1200×630); the medium
// and small sizes run under the text. The README lists the files.
export interface BannerProps {
  /** Folder-less base, e.g. `/promo/static/banners/knauf2025` → `-small.svg` etc. */
  src: string;
  alt: string;
  ext?: string;
  /** A raster art's encoded files (server/content/raster-banners.ts) under `rasterBase`, instead of the SVGs at `src`. */
  raster?: RasterBanner;
  rasterBase?: string;
}

/**
 * One banner size of a raster art, as file names: AVIF and WebP for the browsers that take
 * them, JPEG for every other. A new art goes live with its JPEGs; AVIF and WebP follow
 * (server/content/raster-banners.ts), each named once made.
 */
export interface RasterFiles {
  avif?: string;
  webp?: string;
  jpeg: string;
}

export type RasterBanner = Record<keyof typeof BANNER_SIZES, RasterFiles>;

export const BANNER_SIZES = {
  small: { width: 750, height: 600 },
  medium: { width: 1210, height: 440 },
  large: { width: 1200, height: 630 },
} as const;

const MEDIA = { small: '(max-width: 767px)', medium: '(max-width: 1210px)' } as const;

/** Per size, the modern formats first: a browser takes the first source whose media and type it accepts. */
function RasterBannerPicture({ raster, base, alt }: { raster: RasterBanner; base: string; alt: string }) {
  const { width, height } = BANNER_SIZES.large;
  const made = (files: RasterFiles) => (['avif', 'webp', 'jpeg'] as const).filter((format) => files[format] !== undefined);
  const sources = (['small', 'medium'] as const).flatMap((size) =>
    made(raster[size]).map((format) => (
      <source
        key={`${size}-${format}`} media={MEDIA[size]} type={`image/${format}`} srcSet={base + raster[size][format]!}
        width={BANNER_SIZES[size].width} height={BANNER_SIZES[size].height}
      />
    )));
  return (
    <picture className="banner">
      {sources}
      {made(raster.large).filter((format) => format !== 'jpeg').map((format) => (
        <source key={`large-${format}`} type={`image/${format}`} srcSet={base + raster.large[format]!} width={width} height={height} />
      ))}
      <img className="banner__img" src={base + raster.large.jpeg} alt={alt} width={width} height={height} fetchPriority="high" />
    </picture>
  );
}

export function Banner({ src, alt, ext = 'svg', raster, rasterBase = '' }: BannerProps) {
  if (raster) return <RasterBannerPicture raster={raster} base={rasterBase} alt={alt} />;
  const { width, height } = BANNER_SIZES.large;
  return (
    <picture className="banner">
      <source
        media="(max-width: 767px)" srcSet={`${src}-small.${ext}`} width={BANNER_SIZES.small.width} height={BANNER_SIZES.small.height}
      />
      <source
        media="(max-width: 1210px)" srcSet={`${src}-medium.${ext}`} width={BANNER_SIZES.medium.width} height={BANNER_SIZES.medium.height}
      />
      <img className="banner__img" src={`${src}-large.${ext}`} alt={alt} width={width} height={height} fetchPriority="high" />
    </picture>
  );
}
