// Flat 2.5D drawings of building materials, shared by the banner art
// (make-banners.mjs) and the demo product pictures (make-demo-products.mjs). Each
// function draws one object into its own box (x, y, w, h) and returns an SVG fragment;
// fronts use the given colour, tops are lighter and sides darker, as if lit from the left.

/** '#rrggbb' lightened (amount > 0) or darkened (amount < 0), -1..1. */
export function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const r = (v) => Math.round(v * 10) / 10;
const poly = (points, fill) => `<path d="M${points.map(([px, py]) => `${r(px)} ${r(py)}`).join('L')}Z" fill="${fill}"/>`;

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

/** A sack of dry mix: a pillow body, a brand band, a label. */
export function bag(x, y, w, h, { body, band, label = '#ffffff' }) {
  const sack = `M${r(x)} ${r(y + 10)}Q${r(x + w / 2)} ${r(y - 8)} ${r(x + w)} ${r(y + 10)}L${r(x + w - 8)} ${r(y + h - 10)}Q${r(x + w / 2)} ${r(y + h + 8)} ${r(x + 8)} ${r(y + h - 10)}Z`;
  return (
    floorShadow(x + w / 2, y + h, w * 1.1) +
    `<path d="${sack}" fill="${body}"/>` +
    `<path d="M${r(x + w * 0.72)} ${r(y + 4)}L${r(x + w)} ${r(y + 10)}L${r(x + w - 8)} ${r(y + h - 10)}L${r(x + w * 0.74)} ${r(y + h - 2)}Z" fill="#000" opacity=".08"/>` +
    `<rect x="${r(x + 3)}" y="${r(y + h * 0.16)}" width="${r(w - 7)}" height="${r(h * 0.16)}" fill="${band}"/>` +
    `<rect x="${r(x + w * 0.2)}" y="${r(y + h * 0.44)}" width="${r(w * 0.6)}" height="${r(h * 0.3)}" rx="4" fill="${label}"/>` +
    `<rect x="${r(x + w * 0.28)}" y="${r(y + h * 0.52)}" width="${r(w * 0.44)}" height="${r(h * 0.05)}" fill="${band}"/>` +
    `<rect x="${r(x + w * 0.28)}" y="${r(y + h * 0.62)}" width="${r(w * 0.3)}" height="${r(h * 0.04)}" fill="${band}" opacity=".5"/>`
  );
}

/** Boards stacked flat (plasterboard, foam boards): `count` layers of thickness t. */
export function boards(x, y, w, t, count, { face, edge }) {
  const d = w * 0.28;
  let out = floorShadow(x + (w + d) / 2, y + count * t, w * 1.2);
  for (let i = count - 1; i >= 0; i--) {
    const top = y + i * t;
    out += poly([[x, top], [x + w, top], [x + w, top + t], [x, top + t]], edge);
    out += poly([[x + w, top], [x + w + d, top - d], [x + w + d, top - d + t], [x + w, top + t]], shade(edge, -0.2));
    if (i === 0) out += poly([[x, top], [x + d, top - d], [x + w + d, top - d], [x + w, top]], face);
    out += `<path d="M${r(x)} ${r(top + t)}H${r(x + w)}" stroke="#000" stroke-opacity=".12"/>`;
  }
  return out;
}

/** A wrapped pack of mineral-wool slabs, the fibre showing at the end. */
export function slabs(x, y, w, h, { wrap, wool }) {
  const d = h * 0.35;
  let fibre = '';
  for (let i = 1; i < 5; i++) fibre += `<path d="M${r(x + w)} ${r(y + (h * i) / 5)}l${r(d)} ${r(-d)}" stroke="${shade(wool, -0.3)}" stroke-width="2"/>`;
  return (
    floorShadow(x + (w + d) / 2, y + h, w * 1.2) +
    box(x, y, w, h, d, wrap) +
    poly([[x + w, y], [x + w + d, y - d], [x + w + d, y + h - d], [x + w, y + h]], wool) +
    fibre +
    `<rect x="${r(x + w * 0.12)}" y="${r(y + h * 0.3)}" width="${r(w * 0.5)}" height="${r(h * 0.4)}" rx="4" fill="#fff"/>` +
    `<rect x="${r(x + w * 0.18)}" y="${r(y + h * 0.42)}" width="${r(w * 0.38)}" height="${r(h * 0.08)}" fill="${wrap}"/>`
  );
}

/** A bucket or canister with a lid and a label. */
export function bucket(x, y, w, h, { body, lid, label = '#ffffff' }) {
  const inset = w * 0.08;
  return (
    floorShadow(x + w / 2, y + h, w * 1.1) +
    `<path d="M${r(x)} ${r(y)}L${r(x + w)} ${r(y)}L${r(x + w - inset)} ${r(y + h)}L${r(x + inset)} ${r(y + h)}Z" fill="${body}"/>` +
    `<path d="M${r(x + w * 0.7)} ${r(y)}L${r(x + w)} ${r(y)}L${r(x + w - inset)} ${r(y + h)}L${r(x + w * 0.68)} ${r(y + h)}Z" fill="#000" opacity=".1"/>` +
    `<ellipse cx="${r(x + w / 2)}" cy="${r(y)}" rx="${r(w / 2 + 3)}" ry="${r(w * 0.12)}" fill="${lid}"/>` +
    `<path d="M${r(x + w * 0.12)} ${r(y)}Q${r(x + w / 2)} ${r(y - w * 0.55)} ${r(x + w * 0.88)} ${r(y)}" fill="none" stroke="${shade(lid, -0.35)}" stroke-width="4"/>` +
    `<rect x="${r(x + w * 0.16)}" y="${r(y + h * 0.3)}" width="${r(w * 0.68)}" height="${r(h * 0.4)}" rx="4" fill="${label}"/>` +
    `<rect x="${r(x + w * 0.24)}" y="${r(y + h * 0.42)}" width="${r(w * 0.52)}" height="${r(h * 0.08)}" fill="${body}"/>`
  );
}

/** A roll lying on its side (membrane, bitumen), the spiral at the near end. */
export function roll(x, y, w, h, { outer, band }) {
  const rx = h * 0.22;
  const cy = y + h / 2;
  return (
    floorShadow(x + w / 2, y + h, w * 1.15) +
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${outer}"/>` +
    `<rect x="${r(x + w * 0.3)}" y="${r(y)}" width="${r(w * 0.18)}" height="${r(h)}" fill="${band}"/>` +
    `<rect x="${r(x)}" y="${r(y + h * 0.7)}" width="${r(w)}" height="${r(h * 0.3)}" fill="#000" opacity=".12"/>` +
    `<ellipse cx="${r(x + w)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(h / 2)}" fill="${shade(outer, 0.25)}"/>` +
    `<ellipse cx="${r(x + w)}" cy="${r(cy)}" rx="${r(rx * 0.62)}" ry="${r(h * 0.31)}" fill="none" stroke="${shade(outer, -0.3)}" stroke-width="2"/>` +
    `<ellipse cx="${r(x + w)}" cy="${r(cy)}" rx="${r(rx * 0.25)}" ry="${r(h * 0.12)}" fill="${shade(outer, -0.45)}"/>` +
    `<ellipse cx="${r(x)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(h / 2)}" fill="${outer}"/>`
  );
}

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
      out += `<path d="M${r(left)} ${r(y + row * rowH)}H${r(right)}V${r(y + row * rowH + rowH * 0.55)}L${r((left + right) / 2)} ${r(y + (row + 1) * rowH + rowH * 0.2)}L${r(left)} ${r(y + row * rowH + rowH * 0.55)}Z" fill="${color}"/>`;
    }
  }
  // Seen on the slope of a roof: the panel leans back.
  const cx = r(x + w / 2);
  const cy = r(y + h / 2);
  return `${floorShadow(x + w / 2, y + h + 6, w * 1.05)}<g transform="translate(${cx} ${cy}) skewX(-24) translate(${-cx} ${-cy})">${out}</g>`;
}

/** A spray can of mounting foam: body, cap and the straw. */
export function foamCan(x, y, w, h, { body, cap }) {
  return (
    floorShadow(x + w / 2, y + h, w * 1.3) +
    `<rect x="${r(x)}" y="${r(y + h * 0.14)}" width="${r(w)}" height="${r(h * 0.86)}" rx="${r(w * 0.14)}" fill="${body}"/>` +
    `<rect x="${r(x + w * 0.68)}" y="${r(y + h * 0.14)}" width="${r(w * 0.32)}" height="${r(h * 0.86)}" rx="${r(w * 0.14)}" fill="#000" opacity=".12"/>` +
    `<path d="M${r(x + w * 0.12)} ${r(y + h * 0.15)}Q${r(x + w / 2)} ${r(y)} ${r(x + w * 0.88)} ${r(y + h * 0.15)}Z" fill="${cap}"/>` +
    `<path d="M${r(x + w / 2)} ${r(y + h * 0.06)}L${r(x + w * 1.3)} ${r(y - h * 0.08)}" stroke="${cap}" stroke-width="${r(w * 0.08)}" stroke-linecap="round"/>` +
    `<rect x="${r(x + w * 0.14)}" y="${r(y + h * 0.4)}" width="${r(w * 0.72)}" height="${r(h * 0.3)}" rx="3" fill="#fff"/>` +
    `<rect x="${r(x + w * 0.22)}" y="${r(y + h * 0.5)}" width="${r(w * 0.56)}" height="${r(h * 0.06)}" fill="${cap}"/>`
  );
}

/** A sealant cartridge with its nozzle. */
export function cartridge(x, y, w, h, { body, nozzle }) {
  const top = y + h * 0.32;
  return (
    floorShadow(x + w / 2, y + h, w * 1.3) +
    `<path d="M${r(x + w * 0.42)} ${r(y)}L${r(x + w * 0.58)} ${r(y)}L${r(x + w * 0.66)} ${r(top)}L${r(x + w * 0.34)} ${r(top)}Z" fill="${nozzle}"/>` +
    `<rect x="${r(x)}" y="${r(top)}" width="${r(w)}" height="${r(y + h - top)}" rx="${r(w * 0.1)}" fill="${body}"/>` +
    `<rect x="${r(x + w * 0.7)}" y="${r(top)}" width="${r(w * 0.3)}" height="${r(y + h - top)}" rx="${r(w * 0.1)}" fill="#000" opacity=".12"/>` +
    `<rect x="${r(x + w * 0.14)}" y="${r(top + (y + h - top) * 0.3)}" width="${r(w * 0.72)}" height="${r((y + h - top) * 0.34)}" rx="3" fill="#fff"/>`
  );
}

/** A house front with a pitched roof. */
export function house(x, y, w, h, { wall, roof, window = '#cfe6ff' }) {
  const eave = h * 0.42;
  return (
    floorShadow(x + w / 2, y + h, w * 1.1) +
    `<rect x="${r(x + w * 0.1)}" y="${r(y + eave)}" width="${r(w * 0.8)}" height="${r(h - eave)}" fill="${wall}"/>` +
    poly([[x, y + eave + 4], [x + w / 2, y], [x + w, y + eave + 4]], roof) +
    `<rect x="${r(x + w * 0.22)}" y="${r(y + eave + (h - eave) * 0.2)}" width="${r(w * 0.2)}" height="${r((h - eave) * 0.3)}" fill="${window}"/>` +
    `<rect x="${r(x + w * 0.58)}" y="${r(y + eave + (h - eave) * 0.35)}" width="${r(w * 0.18)}" height="${r((h - eave) * 0.65)}" fill="${shade(wall, -0.35)}"/>`
  );
}

/** A plasterer's trowel. */
export function trowel(x, y, w, { blade = '#c9ced6', handle = '#d1442a' }) {
  return (
    `<path d="M${r(x)} ${r(y + w * 0.35)}L${r(x + w * 0.8)} ${r(y + w * 0.35)}L${r(x + w)} ${r(y + w * 0.5)}L${r(x + w * 0.2)} ${r(y + w * 0.5)}Z" fill="${blade}"/>` +
    `<path d="M${r(x + w * 0.45)} ${r(y + w * 0.35)}V${r(y + w * 0.2)}H${r(x + w * 0.62)}" fill="none" stroke="#8a8f98" stroke-width="5"/>` +
    `<rect x="${r(x + w * 0.6)}" y="${r(y + w * 0.12)}" width="${r(w * 0.34)}" height="${r(w * 0.1)}" rx="${r(w * 0.05)}" fill="${handle}"/>`
  );
}

/** An electrical socket on a wall plate. */
export function socket(x, y, s, { plate = '#ffffff', ink = '#1a1c20' }) {
  return (
    `<rect x="${r(x)}" y="${r(y)}" width="${r(s)}" height="${r(s)}" rx="${r(s * 0.16)}" fill="${plate}" stroke="${shade(plate, -0.2)}" stroke-width="3"/>` +
    `<circle cx="${r(x + s / 2)}" cy="${r(y + s / 2)}" r="${r(s * 0.32)}" fill="${shade(plate, -0.08)}"/>` +
    `<circle cx="${r(x + s * 0.38)}" cy="${r(y + s / 2)}" r="${r(s * 0.05)}" fill="${ink}"/>` +
    `<circle cx="${r(x + s * 0.62)}" cy="${r(y + s / 2)}" r="${r(s * 0.05)}" fill="${ink}"/>`
  );
}

/** A lightning bolt. */
export function bolt(x, y, h, color) {
  const w = h * 0.6;
  return poly([[x + w * 0.55, y], [x, y + h * 0.56], [x + w * 0.45, y + h * 0.56], [x + w * 0.3, y + h], [x + w, y + h * 0.38], [x + w * 0.55, y + h * 0.38], [x + w * 0.8, y]], color);
}

/** A coil of cable seen from the front. */
export function coil(cx, cy, radius, color) {
  let out = `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${color}"/>`;
  for (let i = 1; i <= 4; i++) out += `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * (1 - i * 0.16))}" fill="none" stroke="${shade(color, -0.35)}" stroke-width="3"/>`;
  return out + `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.24)}" fill="${shade(color, 0.6)}"/>`;
}
