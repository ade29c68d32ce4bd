// Which files of the content folder's banners/ are a campaign's banner when its `bannerFile` names none: the server's
// loader (server/content/banner-art.ts) and the studio's preview look for them by these names.
export const RASTER_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const SVG_SIZES = ['small', 'medium', 'large'] as const;
export type SvgSize = (typeof SVG_SIZES)[number];

/** The raster art's candidate names, in the order they are looked for. */
export const rasterArtNames = (id: string): string[] => RASTER_EXTENSIONS.map((ext) => `${id}.${ext}`);

/** The hand-made banners' names, by size. */
export const svgBannerName = (id: string, size: SvgSize): string => `${id}-${size}.svg`;
