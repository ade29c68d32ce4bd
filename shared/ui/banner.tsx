// A banner in three sizes, picked by the browser by viewport width (up to 767, 1210, beyond), so a phone never
// downloads the desktop image; the large size doubles as the page's og:image (1200×630).
export interface BannerProps {
  /** Folder-less base, e.g. `/promo/static/banners/knauf2025` → `-small.svg` etc. */
  src: string;
  alt: string;
  /** A raster art's encoded files (server/content/raster-banners.ts) under `rasterBase`, instead of the SVGs at `src`. */
  raster?: RasterBanner;
  rasterBase?: string;
}

/** One size of a raster art as file names: AVIF and WebP once made (server/content/raster-banners.ts), JPEG for all. */
export interface RasterFiles {
  avif?: string;
  webp?: string;
  jpeg: string;
}

/** The three crops of a banner, as the page shows them. */
export const BANNER_SIZES = {
  /** Phones: the banner is the screen less 40 px, so 1,080 px is sharp on a 390 px phone at DPR 3. */
  small: { width: 1080, height: 864 },
  medium: { width: 1210, height: 440 },
  large: { width: 1200, height: 630 },
} as const;

/** The least size of a raster art: the largest crop's width and height, so no crop is enlarged (blurred). */
export const BANNER_ART_MIN = {
  width: Math.max(...Object.values(BANNER_SIZES).map((size) => size.width)),
  height: Math.max(...Object.values(BANNER_SIZES).map((size) => size.height)),
} as const;

/**
 * Every file a raster art is cut to: the three crops, and the phone's crop again at 750 px,
 * which a phone of DPR 1–2 (up to 414 px wide) takes from the srcset instead of the 1,080 px one.
 */
export const BANNER_CUTS = { ...BANNER_SIZES, smallLight: { width: 750, height: 600 } } as const;
export type BannerCut = keyof typeof BANNER_CUTS;

export type RasterBanner = Record<BannerCut, RasterFiles>;

const MEDIA = { small: '(max-width: 767px)', medium: '(max-width: 1210px)' } as const;
/** How wide a phone shows the banner: the screen less the container's 20 px sides (shared/ui/layout.css). */
const PHONE_BANNER_WIDTH = 'calc(100vw - 40px)';

type Format = keyof RasterFiles;

/** A file's address: its name under the base, or itself when a whole URL (the studio's crops are blob: URLs). */
const fileAt = (base: string, name: string) => (/^[a-z][a-z0-9+.-]*:/i.test(name) ? name : base + name);

/** A source's candidates: the phone's light and full cuts by their widths, another size's one file. */
function sourceSet(raster: RasterBanner, size: 'small' | 'medium', format: Format, base: string): { srcSet: string; sizes?: string } {
  if (size === 'medium') return { srcSet: fileAt(base, raster.medium[format]!) };
  const cuts = (['smallLight', 'small'] as const).filter((cut) => raster[cut][format] !== undefined);
  const srcSet = cuts.map((cut) => `${fileAt(base, raster[cut][format]!)} ${BANNER_CUTS[cut].width}w`).join(', ');
  return { srcSet, sizes: PHONE_BANNER_WIDTH };
}

/** Per size, the modern formats first: a browser takes the first source whose media and type it accepts. */
function RasterBannerPicture({ raster, base, alt }: { raster: RasterBanner; base: string; alt: string }) {
  const { width, height } = BANNER_SIZES.large;
  const made = (files: RasterFiles) => (['avif', 'webp', 'jpeg'] as const).filter((format) => files[format] !== undefined);
  const sources = (['small', 'medium'] as const).flatMap((size) =>
    made(raster[size]).map((format) => (
      <source
        key={`${size}-${format}`} media={MEDIA[size]} type={`image/${format}`} {...sourceSet(raster, size, format, base)}
        width={BANNER_SIZES[size].width} height={BANNER_SIZES[size].height}
      />
    )));
  return (
    <picture className="banner">
      {sources}
      {made(raster.large).filter((format) => format !== 'jpeg').map((format) => (
        <source
          key={`large-${format}`} type={`image/${format}`} srcSet={fileAt(base, raster.large[format]!)} width={width} height={height}
        />
      ))}
      <img className="banner__img" src={fileAt(base, raster.large.jpeg)} alt={alt} width={width} height={height} fetchPriority="high" />
    </picture>
  );
}

export function Banner({ src, alt, raster, rasterBase = '' }: BannerProps) {
  if (raster) return <RasterBannerPicture raster={raster} base={rasterBase} alt={alt} />;
  const { width, height } = BANNER_SIZES.large;
  return (
    <picture className="banner">
      <source
        media="(max-width: 767px)" srcSet={`${src}-small.svg`} width={BANNER_SIZES.small.width} height={BANNER_SIZES.small.height}
      />
      <source
        media="(max-width: 1210px)" srcSet={`${src}-medium.svg`} width={BANNER_SIZES.medium.width} height={BANNER_SIZES.medium.height}
      />
      <img className="banner__img" src={`${src}-large.svg`} alt={alt} width={width} height={height} fetchPriority="high" />
    </picture>
  );
}
