// Colour contrast by WCAG 2.x's relative-luminance ratio (docs/content.md, `accentText`;
// docs/decisions/010-content-folder.md): the content check refuses a brand whose text
// colour on its accent is below AA for normal text, and the page derives the accent's
// darker and softer shades from it.
import { remembered } from '#shared/remembered.js';

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;
/** WCAG 2.x 1.4.11 for graphics such as a logo: below it the content check warns (server/content/art-warnings.ts). */
export const MIN_GRAPHIC_CONTRAST = 3;
/** The campaign header's bar a logo stands on when its brand gives no plate (shared/ui/layout.css). */
export const HEADER_BAR_COLOUR = '#ffffff';

/** What a brand's logo stands on: its plate (a colour, or its accent), else the header's white bar. */
export const logoBackdrop = (brand: { logoBackground?: string; accent: string }): string =>
  brand.logoBackground === 'accent' ? brand.accent : brand.logoBackground ?? HEADER_BAR_COLOUR;

const channels = (hex: string): [number, number, number] =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (values: number[]) =>
  `#${values.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

/** The accent's shades the page's tokens need: strong (hover, gradients) and soft (panels); once per accent (every render asks). */
export const accentShades = remembered((accent: string): { strong: string; soft: string } => {
  const rgb = channels(accent);
  return { strong: toHex(rgb.map((v) => v * 0.76)), soft: toHex(rgb.map((v) => v * 0.1 + 255 * 0.9)) };
});
