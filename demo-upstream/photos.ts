// Catalogue photos of the demo upstream: rasters of the sizes and shapes the retailer's
// catalogue has (square 1200×1200, portrait 800×1200, landscape 1200×800, a PNG with
// transparency), and the bad ones a real catalogue has too: a name that is missing (404),
// a file that is not an image, and one with more pixels than the image endpoint decodes.
// Drawn with sharp on first request (nothing is downloaded or shipped), with seeded grain
// so a square JPEG weighs what a studio photo does (about 300 KB), and the same on every run.
import sharp from 'sharp';

type PhotoSpec =
  | { kind: 'jpeg' | 'png'; width: number; height: number; colour: string; label: string }
  | { kind: 'broken' }
  | { kind: 'huge'; width: number; height: number };

/** Where the photos are served: no authorization wanted, as a catalogue's image host. */
export const PHOTOS_PATH = '/photos/';

const PHOTOS: Record<string, PhotoSpec> = {
  'rotband-square.jpg': { kind: 'jpeg', width: 1200, height: 1200, colour: '#2f6fb5', label: 'Ротбанд' },
  'gkl-landscape.jpg': { kind: 'jpeg', width: 1200, height: 800, colour: '#8a8f96', label: 'ГКЛ' },
  'fugen-square.jpg': { kind: 'jpeg', width: 1200, height: 1200, colour: '#3c8d4f', label: 'Фуген' },
  'mp75-portrait.jpg': { kind: 'jpeg', width: 800, height: 1200, colour: '#c7432b', label: 'МП 75' },
  'perlfix-cutout.png': { kind: 'png', width: 1000, height: 1000, colour: '#d9a400', label: 'Перлфикс' },
  'lite-batts-square.jpg': { kind: 'jpeg', width: 1200, height: 1200, colour: '#1f9c8a', label: 'Лайт Баттс' },
  'facade-broken.jpg': { kind: 'broken' },
  'roof-huge.png': { kind: 'huge', width: 6000, height: 6000 },
};

/** A name the catalogue lists but does not have: the 404 case. */
export const MISSING_PHOTO = 'acoustic-missing.jpg';

/** The studio backdrop's light (white at the centre) and the bag's highlight. */
const STUDIO_STOPS = '<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d8dbe0"/>';
const BAG_SHINE_STOP = '<stop offset="0.55" stop-color="#ffffff" stop-opacity="0.35"/>';

/** A product of the given shape: the bag, its label, a shadow, on a studio background. */
function scene(spec: { width: number; height: number; colour: string; label: string }, transparent: boolean): string {
  const { width: w, height: h } = spec;
  const bagW = Math.round(w * 0.56);
  const bagH = Math.round(Math.min(h * 0.78, bagW * 1.45));
  const x = (w - bagW) / 2;
  const y = (h - bagH) / 2;
  const background = transparent ? '' : `<rect width="${w}" height="${h}" fill="url(#studio)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <radialGradient id="studio" cx="50%" cy="40%" r="75%">${STUDIO_STOPS}</radialGradient>
      <linearGradient id="bag" x1="0" x2="1"><stop offset="0" stop-color="${spec.colour}"/>${BAG_SHINE_STOP}
        <stop offset="1" stop-color="${spec.colour}"/></linearGradient>
    </defs>
    ${background}
    <ellipse cx="${w / 2}" cy="${y + bagH}" rx="${bagW * 0.55}" ry="${bagH * 0.05}" fill="#000" opacity="0.25"/>
    <rect x="${x}" y="${y}" width="${bagW}" height="${bagH}" rx="${bagW * 0.06}" fill="${spec.colour}"/>
    <rect x="${x}" y="${y}" width="${bagW}" height="${bagH}" rx="${bagW * 0.06}" fill="url(#bag)"/>
    <rect x="${x + bagW * 0.1}" y="${y + bagH * 0.3}" width="${bagW * 0.8}" height="${bagH * 0.22}" fill="#fff"/>
    <text x="${w / 2}" y="${y + bagH * 0.44}" font-family="sans-serif" font-weight="700" font-size="${bagW * 0.11}" text-anchor="middle"
      fill="${spec.colour}">${spec.label}</text>
  </svg>`;
}

/** Seeded grain over every opaque pixel: what makes a photo weigh like one. */
function addGrain(pixels: Buffer, channels: number, seed: number): void {
  let state = seed >>> 0;
  for (let i = 0; i < pixels.length; i += channels) {
    if (channels === 4 && pixels[i + 3] === 0) continue;
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const grain = ((state >>> 24) % 19) - 9;
    for (let c = 0; c < 3; c++) pixels[i + c] = Math.max(0, Math.min(255, pixels[i + c]! + grain));
  }
}

async function draw(name: string, spec: PhotoSpec): Promise<{ type: string; body: Buffer }> {
  if (spec.kind === 'broken') return { type: 'image/jpeg', body: Buffer.from('<html><body>Внутренняя ошибка хранилища</body></html>') };
  if (spec.kind === 'huge') {
    const body = await sharp({ create: { width: spec.width, height: spec.height, channels: 3, background: '#e4e6ea' } }).png().toBuffer();
    return { type: 'image/png', body };
  }
  const transparent = spec.kind === 'png';
  const { data, info } = await sharp(Buffer.from(scene(spec, transparent))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  addGrain(data, info.channels, [...name].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261));
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (transparent) return { type: 'image/png', body: await image.png().toBuffer() };
  return { type: 'image/jpeg', body: await image.removeAlpha().jpeg({ quality: 88 }).toBuffer() };
}

const drawn = new Map<string, Promise<{ type: string; body: Buffer }>>();

/** The photo's type and bytes, or undefined for a name the catalogue does not have. */
export function photo(name: string): Promise<{ type: string; body: Buffer }> | undefined {
  const spec = Object.hasOwn(PHOTOS, name) ? PHOTOS[name] : undefined;
  if (!spec) return undefined;
  let pending = drawn.get(name);
  if (!pending) drawn.set(name, (pending = draw(name, spec)));
  return pending;
}
