// Scenery for the banners (scripts/art.mjs): roof shingles, a house, a trowel, and the
// electrical objects of the loyalty programme.
import { floorShadow, poly, r, shade } from './art-base.mjs';

/** A panel of roof shingles: rows of tabs, each row offset by half a tab. */
export function shingles(x, y, w, h, { tile }) {
  const rows = 5;
  const tabs = 5;
  const rowH = h / rows;
  const tabW = w / tabs;
  let out = `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="3" fill="${shade(tile, -0.45)}"/>`;
  for (let row = 0; row < rows; row++) {
    const offset = row % 2 ? tabW / 2 : 0;
    for (let i = -1; i < tabs; i++) {
      const left = Math.max(x, x + i * tabW + offset + 2);
      const right = Math.min(x + w, x + (i + 1) * tabW + offset - 2);
      if (right - left < 4) continue;
      const color = (row + i) % 3 === 0 ? shade(tile, 0.12) : tile;
      const top = y + row * rowH;
      const shoulder = r(top + rowH * 0.55);
      const tip = `L${r((left + right) / 2)} ${r(y + (row + 1) * rowH + rowH * 0.2)}`;
      out += `<path d="M${r(left)} ${r(top)}H${r(right)}V${shoulder}${tip}L${r(left)} ${shoulder}Z" fill="${color}"/>`;
    }
  }
  // Seen on the slope of a roof: the panel leans back.
  const cx = r(x + w / 2);
  const cy = r(y + h / 2);
  const lean = `translate(${cx} ${cy}) skewX(-24) translate(${-cx} ${-cy})`;
  return `${floorShadow(x + w / 2, y + h + 6, w * 1.05)}<g transform="${lean}">${out}</g>`;
}

/** A house front with a pitched roof. */
export function house(x, y, w, h, { wall, roof, window = '#cfe6ff' }) {
  const eave = h * 0.42;
  return (
    floorShadow(x + w / 2, y + h, w * 1.1) +
    `<rect x="${r(x + w * 0.1)}" y="${r(y + eave)}" width="${r(w * 0.8)}" height="${r(h - eave)}" fill="${wall}"/>` +
    poly([[x, y + eave + 4], [x + w / 2, y], [x + w, y + eave + 4]], roof) +
    `<rect x="${r(x + w * 0.22)}" y="${r(y + eave + (h - eave) * 0.2)}"` +
    ` width="${r(w * 0.2)}" height="${r((h - eave) * 0.3)}" fill="${window}"/>` +
    `<rect x="${r(x + w * 0.58)}" y="${r(y + eave + (h - eave) * 0.35)}"` +
    ` width="${r(w * 0.18)}" height="${r((h - eave) * 0.65)}" fill="${shade(wall, -0.35)}"/>`
  );
}

/** A plasterer's trowel. */
export function trowel(x, y, w, { blade = '#c9ced6', handle = '#d1442a' }) {
  return (
    `<path d="M${r(x)} ${r(y + w * 0.35)}L${r(x + w * 0.8)} ${r(y + w * 0.35)}L${r(x + w)}` +
    ` ${r(y + w * 0.5)}L${r(x + w * 0.2)} ${r(y + w * 0.5)}Z" fill="${blade}"/>` +
    `<path d="M${r(x + w * 0.45)} ${r(y + w * 0.35)}V${r(y + w * 0.2)}H${r(x + w * 0.62)}"` +
    ` fill="none" stroke="#8a8f98" stroke-width="5"/>` +
    `<rect x="${r(x + w * 0.6)}" y="${r(y + w * 0.12)}" width="${r(w * 0.34)}"` +
    ` height="${r(w * 0.1)}" rx="${r(w * 0.05)}" fill="${handle}"/>`
  );
}

/** An electrical socket on a wall plate. */
export function socket(x, y, s, { plate = '#ffffff', ink = '#1a1c20' }) {
  return (
    `<rect x="${r(x)}" y="${r(y)}" width="${r(s)}" height="${r(s)}" rx="${r(s * 0.16)}"` +
    ` fill="${plate}" stroke="${shade(plate, -0.2)}" stroke-width="3"/>` +
    `<circle cx="${r(x + s / 2)}" cy="${r(y + s / 2)}" r="${r(s * 0.32)}" fill="${shade(plate, -0.08)}"/>` +
    `<circle cx="${r(x + s * 0.38)}" cy="${r(y + s / 2)}" r="${r(s * 0.05)}" fill="${ink}"/>` +
    `<circle cx="${r(x + s * 0.62)}" cy="${r(y + s / 2)}" r="${r(s * 0.05)}" fill="${ink}"/>`
  );
}

/** A lightning bolt. */
export function bolt(x, y, h, color) {
  const w = h * 0.6;
  return poly([
    [x + w * 0.55, y], [x, y + h * 0.56], [x + w * 0.45, y + h * 0.56], [x + w * 0.3, y + h],
    [x + w, y + h * 0.38], [x + w * 0.55, y + h * 0.38], [x + w * 0.8, y],
  ], color);
}

/** A coil of cable seen from the front. */
export function coil(cx, cy, radius, color) {
  let out = `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${color}"/>`;
  for (let i = 1; i <= 4; i++) {
    const ring = `r="${r(radius * (1 - i * 0.16))}" fill="none" stroke="${shade(color, -0.35)}" stroke-width="3"`;
    out += `<circle cx="${r(cx)}" cy="${r(cy)}" ${ring}/>`;
  }
  return out + `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.24)}" fill="${shade(color, 0.6)}"/>`;
}
