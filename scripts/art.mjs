// Flat 2.5D drawings of building materials, shared by the banner art
// (make-banners.mjs) and the demo product pictures (make-demo-products.mjs). Each
// function draws one object into its own box (x, y, w, h) and returns an SVG fragment;
// fronts use the given colour, tops are lighter and sides darker, as if lit from the left.
export { bag, boards, slabs, bucket, roll, foamCan, cartridge } from './art-packaging.mjs';
export { shingles, house, trowel, socket, bolt, coil } from './art-objects.mjs';
