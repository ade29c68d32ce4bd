// The primitives of scripts/art.mjs: colour shading, rounding, polygons, the floor
// shadow and a lit box (front in the colour, top lighter, side darker).
/** '#rrggbb' lightened (amount > 0) or darkened (amount < 0), -1..1. */
export function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export const r = (v) => Math.round(v * 10) / 10;
export const poly = (points, fill) => `<path d="M${points.map(([px, py]) => `${r(px)} ${r(py)}`).join('L')}Z" fill="${fill}"/>`;

/** A soft floor shadow under an object standing on y. */
export function floorShadow(cx, y, w) {
  return `<ellipse cx="${r(cx)}" cy="${r(y)}" rx="${r(w / 2)}" ry="${r(w / 12)}" fill="#000" opacity=".12"/>`;
}

/** A box: front face, top and right side, depth d. */
export function box(x, y, w, h, d, color) {
  return (
    poly([[x, y], [x + d, y - d], [x + w + d, y - d], [x + w, y]], shade(color, 0.35)) +
    poly([[x + w, y], [x + w + d, y - d], [x + w + d, y + h - d], [x + w, y + h]], shade(color, -0.25)) +
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${color}"/>`
  );
}
