// Packaged building materials for scripts/art.mjs: sacks, boards, slabs, buckets,
// rolls, cans and cartridges, each drawn into its own box.
import { box, floorShadow, poly, r, shade } from './art-base.mjs';

/** A sack of dry mix: a pillow body, a brand band, a label. */
export function bag(x, y, w, h, { body, band, label = '#ffffff' }) {
  const sack =
    `M${r(x)} ${r(y + 10)}Q${r(x + w / 2)} ${r(y - 8)} ${r(x + w)} ${r(y + 10)}` +
    `L${r(x + w - 8)} ${r(y + h - 10)}Q${r(x + w / 2)} ${r(y + h + 8)} ${r(x + 8)} ${r(y + h - 10)}Z`;
  return (
    floorShadow(x + w / 2, y + h, w * 1.1) +
    `<path d="${sack}" fill="${body}"/>` +
    `<path d="M${r(x + w * 0.72)} ${r(y + 4)}L${r(x + w)} ${r(y + 10)}L${r(x + w - 8)}` +
    ` ${r(y + h - 10)}L${r(x + w * 0.74)} ${r(y + h - 2)}Z" fill="#000" opacity=".08"/>` +
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
  for (let i = 1; i < 5; i++) {
    fibre += `<path d="M${r(x + w)} ${r(y + (h * i) / 5)}l${r(d)} ${r(-d)}" stroke="${shade(wool, -0.3)}" stroke-width="2"/>`;
  }
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
    `<path d="M${r(x + w * 0.7)} ${r(y)}L${r(x + w)} ${r(y)}L${r(x + w - inset)} ${r(y + h)}L${r(x + w * 0.68)} ${r(y + h)}Z"` +
    ` fill="#000" opacity=".1"/>` +
    `<ellipse cx="${r(x + w / 2)}" cy="${r(y)}" rx="${r(w / 2 + 3)}" ry="${r(w * 0.12)}" fill="${lid}"/>` +
    `<path d="M${r(x + w * 0.12)} ${r(y)}Q${r(x + w / 2)} ${r(y - w * 0.55)} ${r(x + w * 0.88)} ${r(y)}"` +
    ` fill="none" stroke="${shade(lid, -0.35)}" stroke-width="4"/>` +
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
    `<ellipse cx="${r(x + w)}" cy="${r(cy)}" rx="${r(rx * 0.62)}" ry="${r(h * 0.31)}"` +
    ` fill="none" stroke="${shade(outer, -0.3)}" stroke-width="2"/>` +
    `<ellipse cx="${r(x + w)}" cy="${r(cy)}" rx="${r(rx * 0.25)}" ry="${r(h * 0.12)}" fill="${shade(outer, -0.45)}"/>` +
    `<ellipse cx="${r(x)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(h / 2)}" fill="${outer}"/>`
  );
}

/** A spray can of mounting foam: body, cap and the straw. */
export function foamCan(x, y, w, h, { body, cap }) {
  return (
    floorShadow(x + w / 2, y + h, w * 1.3) +
    `<rect x="${r(x)}" y="${r(y + h * 0.14)}" width="${r(w)}" height="${r(h * 0.86)}" rx="${r(w * 0.14)}" fill="${body}"/>` +
    `<rect x="${r(x + w * 0.68)}" y="${r(y + h * 0.14)}" width="${r(w * 0.32)}"` +
    ` height="${r(h * 0.86)}" rx="${r(w * 0.14)}" fill="#000" opacity=".12"/>` +
    `<path d="M${r(x + w * 0.12)} ${r(y + h * 0.15)}Q${r(x + w / 2)} ${r(y)} ${r(x + w * 0.88)} ${r(y + h * 0.15)}Z" fill="${cap}"/>` +
    `<path d="M${r(x + w / 2)} ${r(y + h * 0.06)}L${r(x + w * 1.3)} ${r(y - h * 0.08)}"` +
    ` stroke="${cap}" stroke-width="${r(w * 0.08)}" stroke-linecap="round"/>` +
    `<rect x="${r(x + w * 0.14)}" y="${r(y + h * 0.4)}" width="${r(w * 0.72)}" height="${r(h * 0.3)}" rx="3" fill="#fff"/>` +
    `<rect x="${r(x + w * 0.22)}" y="${r(y + h * 0.5)}" width="${r(w * 0.56)}" height="${r(h * 0.06)}" fill="${cap}"/>`
  );
}

/** A sealant cartridge with its nozzle. */
export function cartridge(x, y, w, h, { body, nozzle }) {
  const top = y + h * 0.32;
  return (
    floorShadow(x + w / 2, y + h, w * 1.3) +
    `<path d="M${r(x + w * 0.42)} ${r(y)}L${r(x + w * 0.58)} ${r(y)}L${r(x + w * 0.66)} ${r(top)}L${r(x + w * 0.34)} ${r(top)}Z"` +
    ` fill="${nozzle}"/>` +
    `<rect x="${r(x)}" y="${r(top)}" width="${r(w)}" height="${r(y + h - top)}" rx="${r(w * 0.1)}" fill="${body}"/>` +
    `<rect x="${r(x + w * 0.7)}" y="${r(top)}" width="${r(w * 0.3)}"` +
    ` height="${r(y + h - top)}" rx="${r(w * 0.1)}" fill="#000" opacity=".12"/>` +
    `<rect x="${r(x + w * 0.14)}" y="${r(top + (y + h - top) * 0.3)}"` +
    ` width="${r(w * 0.72)}" height="${r((y + h - top) * 0.34)}" rx="3" fill="#fff"/>`
  );
}
