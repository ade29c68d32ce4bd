// Generates the demo upstream's product pictures (public/demo/products/<category>.svg):
// one drawing per catalog category (a sack for dry mixes, boards for plasterboard, a
// roll for membranes…), so `npm start` shows pictures without reaching the retailer's
// site. Run again after adding a category to the demo data:
// `node scripts/make-demo-products.mjs`.
import { writeFileSync } from 'node:fs';
import { bag, boards, bucket, cartridge, foamCan, roll, shingles, slabs } from './art.mjs';

/** Category → what its products look like, with the colours of their packaging. */
const DRAWINGS = {
  1512: () => bag(95, 70, 130, 190, { body: '#e9eef4', band: '#0071b9' }), // plaster
  1514: () => bag(95, 70, 130, 190, { body: '#f4f1e8', band: '#2b7a3d' }), // filler, adhesive
  1516: () => bag(95, 70, 130, 190, { body: '#dfe3e8', band: '#e07b00' }), // tile adhesive
  1518: () => bucket(100, 100, 120, 150, { body: '#4b8fd6', lid: '#2f6db1' }), // primer
  1519: () => bag(95, 70, 130, 190, { body: '#ece7df', band: '#6b4fa3' }), // self-levelling floor
  1530: () => boards(45, 150, 170, 14, 6, { face: '#eef0f2', edge: '#b9c6d4' }), // plasterboard
  1620: () => slabs(55, 130, 150, 120, { wrap: '#d2233a', wool: '#d9c48e' }), // stone wool
  1621: () => boards(45, 140, 170, 22, 4, { face: '#ffb067', edge: '#f08a2c' }), // XPS boards
  1640: () => roll(60, 120, 160, 100, { outer: '#2c2f35', band: '#c8102e' }), // bitumen membrane
  1641: () => bucket(100, 100, 120, 150, { body: '#2c2f35', lid: '#c8102e' }), // mastic, primer
  1645: () => roll(60, 120, 160, 100, { outer: '#e8eef5', band: '#0071b9' }), // vapour barrier
  1650: () => shingles(80, 95, 190, 140, { tile: '#9a3f2b' }), // roof shingles
  1660: () => foamCan(125, 70, 60, 190, { body: '#e2231a', cap: '#1f4e9c' }), // mounting foam
  1661: () => cartridge(128, 60, 64, 200, { body: '#e9ecef', nozzle: '#5d636b' }), // sealant
};

for (const [category, draw] of Object.entries(DRAWINGS)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">${draw()}</svg>\n`;
  writeFileSync(new URL(`../public/demo/products/${category}.svg`, import.meta.url), svg);
}
