// Generates the demo banners (content/banners/<campaign>-<size>.svg and the fixed page's
// public/banners/karta-elektrika-<size>.svg): per brand a light stage in its colours, its
// wordmark, a short slogan and an illustration of its products (scripts/art.mjs). The
// page's hero carries the headline and dates in HTML; the art is the brand's picture, its
// text sized to read at 375 px (≥ 14 px on screen).
// Sizes and names are documented in the README (marketing replaces these files).
// Also the site-wide link-preview picture of the pages without a banner of their own
// (public/og/site.svg, 1200×630: the retailer's mark and name on its red; docs/product.md §9), and
// the business pages' (public/og/business.svg: the same mark on the business pages' dark,
// with an invoice and pallets of goods, not the loyalty card's house).
// Run after changing a campaign's look: `node scripts/make-banners.mjs`.
import { writeFileSync } from 'node:fs';
import { SCENES } from './banner-scenes.mjs';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const INK = '#1a1c20';

/**
 * Per size: the canvas, the text block (x, top, sizes, characters per slogan line, for
 * the widest likely font: 0.66 em per bold Cyrillic letter) and the box the 600×400
 * scene is fitted into. The small size is shown 335–727 px wide,
 * so its smallest text (32) is ≥ 14 px on a 375 px phone.
 */
const SIZES = {
  small: { w: 750, h: 600, text: { x: 48, top: 64, word: 44, slogan: 56, pill: 32, chars: 17 }, art: { x: 250, y: 300, w: 470, h: 290 } },
  medium: { w: 1210, h: 440, text: { x: 64, top: 70, word: 44, slogan: 52, pill: 30, chars: 16 }, art: { x: 640, y: 30, w: 540, h: 390 } },
  large: { w: 1200, h: 630, text: { x: 64, top: 140, word: 48, slogan: 58, pill: 32, chars: 14 }, art: { x: 600, y: 150, w: 570, h: 450 } },
};

const THEMES = {
  knauf2025: { scene: 'knauf', accent: '#0071b9', mark: 'knauf', slogan: 'Баллы за смеси и гипсокартон Knauf', pill: 'Акция 2025' },
  rockwool2025: { scene: 'rockwool', accent: '#c8102e', mark: 'rockwool', slogan: 'Утепляйтесь с выгодой', pill: 'Акция 2025' },
  rockwool25: { scene: 'rockwool', accent: '#c8102e', mark: 'rockwool', slogan: 'Баллы за теплоизоляцию', pill: 'Осень 2025' },
  'saint-gobain25': {
    scene: 'vetonit', accent: '#1d3f8f', mark: 'saint-gobain', slogan: 'Баллы за сухие смеси Vetonit', pill: 'Осень 2025',
  },
  tehnonikol2025: {
    scene: 'tehnonikol', accent: '#b3001b', mark: 'tehnonikol', slogan: 'Призы клуба за кровлю и изоляцию', pill: 'Акция 2025',
  },
  tehnonikol25: { scene: 'tehnonikol', accent: '#b3001b', mark: 'tehnonikol', slogan: 'Баллы за кровлю и изоляцию', pill: 'Осень 2025' },
  'karta-elektrika': {
    scene: 'electrics', accent: '#1a1c20', stage: '#ffcc00', mark: 'karta', slogan: 'Бонусы за электротовары', pill: 'Каталог →',
  },
};

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Greedy word wrap to `chars` characters per line. */
function wrap(text, chars) {
  const lines = [''];
  for (const word of text.split(' ')) {
    const line = lines[lines.length - 1];
    if (line && line.length + 1 + word.length > chars) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  return lines;
}

/** Each brand's wordmark in its own manner (as the page's lockup draws it). */
function wordmark(kind, x, y, size) {
  const t = (text, fill, extra = 'font-weight="800"') =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${text}</text>`;
  const boxW = (chars, k = 0.74) => Math.round(chars * size * k + size * 0.7);
  switch (kind) {
    case 'knauf':
      return `<rect x="${x - 14}" y="${y - size * 0.95}" width="${boxW(5)}" height="${size * 1.3}" rx="6" fill="#0071b9"/>` +
        t('KNAUF', '#fff', 'font-weight="800" font-style="italic" letter-spacing="2"');
    case 'rockwool':
      return t('ROCKWOOL', '#c8102e', 'font-weight="800" letter-spacing="3"') +
        `<rect x="${x}" y="${y + size * 0.2}" width="${boxW(8, 0.72)}" height="6" fill="#c8102e"/>`;
    case 'saint-gobain':
      return t('SAINT-GOBAIN', '#1d3f8f', 'font-weight="700"') +
        `<rect x="${x}" y="${y + size * 0.35}" width="${Math.round(size * 4.8)}" height="${size * 1.05}" rx="5" fill="#1d3f8f"/>` +
        `<text x="${x + size * 0.3}" y="${y + size * 1.12}" font-family="${FONT}" font-size="${size * 0.78}"` +
        ' font-weight="800" fill="#fff" letter-spacing="3">VETONIT</text>';
    case 'tehnonikol':
      return `<path d="M${x - 14} ${y - size * 0.95}h${boxW(11, 0.8)}l-${size * 0.5} ${size * 1.3}H${x - 14}z" fill="#b3001b"/>` +
        t('ТЕХНОНИКОЛЬ', '#fff');
    default:
      return t('КАРТА ЭЛЕКТРИКА', INK, 'font-weight="800" letter-spacing="1"');
  }
}

function banner(theme, { w, h, text, art }) {
  const stage = theme.stage ?? '#fff';
  const soft = theme.stage ? '#ffe066' : `${theme.accent}1f`;
  const scale = Math.min(art.w / 600, art.h / 400);
  const artX = art.x + (art.w - 600 * scale) / 2;
  const artY = art.y + (art.h - 400 * scale);
  const markH = theme.mark === 'saint-gobain' ? text.word * 2.1 : text.word * 1.2;
  const sloganTop = text.top + markH + text.slogan * 1.2;
  const lines = wrap(theme.slogan, text.chars);
  const slogan = lines
    .map((line, i) => `<tspan x="${text.x}" y="${Math.round(sloganTop + i * text.slogan * 1.12)}">${esc(line)}</tspan>`)
    .join('');
  const pillY = sloganTop + (lines.length - 1) * text.slogan * 1.12 + text.pill * 1.3;
  const pillW = Math.round(theme.pill.length * text.pill * 0.66 + text.pill * 1.3);
  const pill =
    `<rect x="${text.x}" y="${Math.round(pillY)}" width="${pillW}" height="${Math.round(text.pill * 1.6)}"` +
    ` rx="${Math.round(text.pill * 0.8)}" fill="${theme.accent}"/>`;
  const pillText =
    `<text x="${Math.round(text.x + text.pill * 0.6)}" y="${Math.round(pillY + text.pill * 1.12)}"` +
    ` font-family="${FONT}" font-size="${text.pill}" font-weight="700" fill="#fff">${esc(theme.pill)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="${stage}"/>
<circle cx="${art.x + art.w * 0.55}" cy="${art.y + art.h * 0.62}" r="${Math.round(Math.max(art.w, art.h) * 0.62)}" fill="${soft}"/>
<circle cx="${w - 40}" cy="40" r="${Math.round(h * 0.3)}" fill="${soft}"/>
${wordmark(theme.mark, text.x + 14, text.top + text.word * 0.95, text.word)}
<text font-family="${FONT}" font-size="${text.slogan}" font-weight="800" fill="${INK}">${slogan}</text>
${pill}
${pillText}
<g transform="translate(${Math.round(artX)} ${Math.round(artY)}) scale(${scale.toFixed(3)})">${SCENES[theme.scene]()}</g>
</svg>
`;
}

for (const [id, theme] of Object.entries(THEMES)) {
  for (const [size, layout] of Object.entries(SIZES)) {
    // A campaign's banners are content (content/banners/); the fixed page's art is public/.
    const folder = id === 'karta-elektrika' ? 'public/banners' : 'content/banners';
    writeFileSync(new URL(`../${folder}/${id}-${size}.svg`, import.meta.url), banner(theme, layout));
  }
}

/** The retailer's «П» (as public/icons/favicon.svg draws it), on a white tile at x, y of size s. */
function retailerMark(x, y, s) {
  return `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s * 0.22}" fill="#fff"/>` +
    `<path d="M18 15h28v35h-8.5V22.5h-11V50H18z" fill="#c8102e" transform="translate(${x} ${y}) scale(${s / 64})"/>`;
}

/** A link-preview art's slogan as lines of at most `chars` characters, from y = `top`, `step` apart. */
function sloganLines(text, chars, top, step) {
  return wrap(text, chars).map((line, i) => `<tspan x="64" y="${top + i * step}">${esc(line)}</tspan>`).join('');
}

function siteArt() {
  const slogan = sloganLines('Акции и бонусы по клубной карте', 14, 290, 66);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#c8102e"/>
<circle cx="975" cy="400" r="315" fill="#fff"/>
<circle cx="1160" cy="40" r="190" fill="#ffffff26"/>
${retailerMark(64, 110, 96)}
<text x="184" y="185" font-family="${FONT}" font-size="64" font-weight="800" fill="#fff">Петрович</text>
<text font-family="${FONT}" font-size="56" font-weight="800" fill="#fff">${slogan}</text>
<g transform="translate(690 220) scale(0.820)">${SCENES.site()}</g>
</svg>
`;
}

writeFileSync(new URL('../public/og/site.svg', import.meta.url), siteArt());

/** Pallets of boxes and an invoice with its stamp: goods and paperwork for a company. */
function businessScene() {
  const box = (x, y, w, h, fill) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${fill}"/>` +
    `<path d="M${x + w / 2 - 14} ${y}h28v${h * 0.35}h-28z" fill="#00000022"/>`;
  const pallet = (x, y, w) =>
    `<rect x="${x}" y="${y}" width="${w}" height="16" fill="#b08a5a"/>` +
    `<rect x="${x + 10}" y="${y + 16}" width="24" height="14" fill="#8c6b43"/>` +
    `<rect x="${x + w / 2 - 12}" y="${y + 16}" width="24" height="14" fill="#8c6b43"/>` +
    `<rect x="${x + w - 34}" y="${y + 16}" width="24" height="14" fill="#8c6b43"/>`;
  const invoice = '<g transform="translate(330 20) rotate(6)"><rect width="230" height="300" rx="12" fill="#fff"/>' +
    [60, 100, 140, 180].map((y, i) => `<rect x="28" y="${y}" width="${i % 2 ? 130 : 174}" height="14" rx="7" fill="#d5dae1"/>`).join('') +
    '<rect x="28" y="24" width="110" height="20" rx="10" fill="#1a1c20"/>' +
    '<circle cx="168" cy="246" r="36" fill="none" stroke="#c8102e" stroke-width="8"/>' +
    '<path d="M150 246l12 12 22-24" fill="none" stroke="#c8102e" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></g>';
  return `<ellipse cx="300" cy="400" rx="280" ry="26" fill="#000" opacity=".25"/>${invoice}` +
    pallet(40, 360, 260) + box(50, 250, 110, 110, '#d9a066') + box(170, 250, 120, 110, '#c98f55') + box(90, 150, 130, 100, '#e2b07a') +
    pallet(330, 360, 230) + box(340, 280, 100, 80, '#c98f55') + box(450, 280, 100, 80, '#d9a066');
}

function businessArt() {
  const slogan = sloganLines('Отсрочка платежа и сертификаты для юрлиц', 15, 300, 62);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${INK}"/>
<circle cx="1000" cy="380" r="300" fill="#2c3038"/>
<rect x="0" y="600" width="1200" height="30" fill="#c8102e"/>
${retailerMark(64, 110, 96)}
<text x="184" y="172" font-family="${FONT}" font-size="60" font-weight="800" fill="#fff">Петрович</text>
<text x="186" y="206" font-family="${FONT}" font-size="30" font-weight="700" fill="#c9ced6">для бизнеса</text>
<text font-family="${FONT}" font-size="52" font-weight="800" fill="#fff">${slogan}</text>
<g transform="translate(640 130) scale(0.9)">${businessScene()}</g>
</svg>
`;
}

writeFileSync(new URL('../public/og/business.svg', import.meta.url), businessArt());
