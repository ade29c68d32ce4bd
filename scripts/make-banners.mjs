// Generates the campaign banners in three sizes (public/banners/<page>-<size>.svg).
// Run once after changing a campaign's look: `node scripts/make-banners.mjs`.
import { writeFileSync } from 'node:fs';

const THEMES = {
  knauf2025: { bg: '#0071b9', accent: '#ffffff', brand: 'KNAUF', line: 'Баллы за смеси и ГКЛ Knauf', year: '2025' },
  rockwool2025: { bg: '#c8102e', accent: '#ffffff', brand: 'ROCKWOOL', line: 'Утепляйтесь с выгодой', year: '2025' },
  rockwool25: { bg: '#a50d26', accent: '#ffffff', brand: 'ROCKWOOL', line: 'Баллы за теплоизоляцию', year: '25' },
  'saint-gobain25': { bg: '#1d3f8f', accent: '#ffffff', brand: 'SAINT-GOBAIN · VETONIT', line: 'Баллы за сухие смеси', year: '25' },
  tehnonikol2025: { bg: '#b3001b', accent: '#ffffff', brand: 'ТЕХНОНИКОЛЬ', line: 'Призы клуба за кровлю', year: '2025' },
  tehnonikol25: { bg: '#8e0015', accent: '#ffffff', brand: 'ТЕХНОНИКОЛЬ', line: 'Баллы за изоляцию', year: '25' },
  'karta-elektrika': { bg: '#ffcc00', accent: '#1a1a1a', brand: 'КАРТА ЭЛЕКТРИКА', line: 'Бонусы за электротовары', year: '' },
};
const SIZES = { small: [750, 600, 54], medium: [1210, 440, 64], large: [1320, 400, 72] };

for (const [id, t] of Object.entries(THEMES)) {
  for (const [size, [w, h, maxFont]] of Object.entries(SIZES)) {
    // The headline must fit 88 % of the width: ~0.56 em per character in bold Arial.
    const font = Math.min(maxFont, Math.floor((w * 0.88) / (t.line.length * 0.56)));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">
<rect width="${w}" height="${h}" fill="${t.bg}"/>
<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.55}" fill="${t.accent}" opacity="0.08"/>
<text x="${w * 0.06}" y="${h * 0.32}" font-family="Arial, sans-serif" font-weight="700" font-size="${font * 0.55}" fill="${t.accent}">${t.brand}</text>
<text x="${w * 0.06}" y="${h * 0.58}" font-family="Arial, sans-serif" font-weight="800" font-size="${font}" fill="${t.accent}">${t.line}</text>
<text x="${w * 0.06}" y="${h * 0.82}" font-family="Arial, sans-serif" font-size="${font * 0.5}" fill="${t.accent}">${t.year ? `Акция ${t.year} · Петрович` : 'Петрович'}</text>
</svg>
`;
    writeFileSync(new URL(`../public/banners/${id}-${size}.svg`, import.meta.url), svg);
  }
}
