// The image endpoint's part of `npm run bench`: its URLs, and a burst of concurrent cold
// transforms (every request a variant not made yet) on a fresh server, with the server's
// peak RSS before and after.
import { memoryMb } from './processes.mjs';

/** The Pod's memory limit (deploy/kubernetes/deployment.yaml): what an image flood's peak RSS is read against. */
export const POD_LIMIT_MB = 512;

/** What Chromium sends for an <img>: the endpoint answers AVIF. */
export const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const WIDTHS = [160, 240, 320, 480, 640];
const FORMATS = [IMAGE_ACCEPT, 'image/webp', 'image/jpeg'];
const PHOTOS = [
  'rotband-square.jpg', 'gkl-landscape.jpg', 'fugen-square.jpg', 'mp75-portrait.jpg', 'perlfix-cutout.png', 'lite-batts-square.jpg',
];

export const imagePath = (source, width) => `/promo/img/${width}/${Buffer.from(source).toString('base64url')}`;

/** `count` distinct cold variants at once; resolves with the time, what came back and the peak RSS (MB) around it. */
export async function coldTransforms(server, upstreamUrl, count) {
  const variants = PHOTOS.flatMap((photo) => WIDTHS.flatMap((width) => FORMATS.map((accept) => ({ photo, width, accept }))))
    .slice(0, count);
  // Every photo drawn by the demo once first: the burst times the app, not the demo's drawing.
  await Promise.all(PHOTOS.map((photo) => fetch(`${upstreamUrl}/photos/${photo}`).then((res) => res.arrayBuffer())));
  const rssBeforeMb = memoryMb(server.pid, 'VmHWM');
  const started = performance.now();
  const types = await Promise.all(variants.map(async ({ photo, width, accept }) => {
    const res = await fetch(server.url + imagePath(`${upstreamUrl}/photos/${photo}`, width), { headers: { accept } });
    await res.arrayBuffer();
    return res.headers.get('content-type');
  }));
  return {
    requests: variants.length, seconds: (performance.now() - started) / 1000,
    photos: types.filter((type) => type !== 'image/svg+xml').length, placeholders: types.filter((type) => type === 'image/svg+xml').length,
    rssBeforeMb, rssAfterMb: memoryMb(server.pid, 'VmHWM'),
  };
}
