// URLs of the image endpoint (server/routes/images.ts): `<base>img/<width>/<source>`,
// the source URL in base64url so that no proxy or cache rewrites its slashes. Widths come
// from one fixed set that covers the product box at ×1 and ×2 on every layout
// (campaign.css: 151–340 px on phones, up to 320 on tablets, 164–271 on desktops), so
// the cache holds a few variants per photo instead of one per screen.
import { remembered } from '#shared/remembered.js';

export const IMAGE_WIDTHS = [160, 240, 320, 480, 640] as const;
export const IMAGE_PATH = 'img/';

const utf8 = new TextEncoder();

/** UTF-8 → base64url, the same in the browser and in Node; once per source (a page's photos come back render after render). */
const base64Url = remembered((text: string): string => {
  let binary = '';
  for (const byte of utf8.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
});

/** Whether a source is one the endpoint would fetch (absolute http or https); others are used as they are. */
export const isRemoteImage = (src: string): boolean => /^https?:\/\//i.test(src);

export const imageUrl = (base: string, src: string, width: number): string => `${base}${IMAGE_PATH}${width}/${base64Url(src)}`;

/** srcset of every width of the set: the browser picks by the box's sizes and the screen's density. */
export function imageSrcSet(base: string, src: string): string {
  const encoded = base64Url(src);
  return IMAGE_WIDTHS.map((w) => `${base}${IMAGE_PATH}${w}/${encoded} ${w}w`).join(', ');
}
