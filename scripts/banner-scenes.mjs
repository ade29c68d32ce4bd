// The illustration of each brand's banner (make-banners.mjs): its products on a
// 600×400 canvas, standing on a ground line near y = 390, built from scripts/art.mjs.
import { bag, bolt, boards, bucket, coil, house, roll, shingles, slabs, socket, trowel } from './art.mjs';

export const SCENES = {
  /** Knauf: a stack of plasterboard, two sacks of plaster, a trowel. */
  knauf: () =>
    boards(20, 300, 300, 18, 5, { face: '#f1f3f5', edge: '#b7c4d3' }) +
    bag(300, 120, 150, 240, { body: '#eef2f6', band: '#0071b9' }) +
    bag(430, 160, 130, 210, { body: '#f6f3ea', band: '#0071b9' }) +
    trowel(150, 250, 150, { handle: '#0071b9' }),

  /** Rockwool: a house kept warm by the slabs in front of it. */
  rockwool: () =>
    house(250, 40, 300, 260, { wall: '#f4efe6', roof: '#6b6f76' }) +
    slabs(60, 240, 220, 140, { wrap: '#c8102e', wool: '#d9c48e' }) +
    slabs(330, 270, 170, 110, { wrap: '#a50d26', wool: '#d2bb80' }),

  /** Vetonit: sacks of dry mix, a bucket of finish, a trowel. */
  vetonit: () =>
    bag(40, 130, 150, 240, { body: '#f5f7fa', band: '#1d3f8f' }) +
    bag(200, 100, 160, 270, { body: '#eef2f9', band: '#1d3f8f' }) +
    bucket(395, 230, 130, 140, { body: '#1d3f8f', lid: '#f39200' }) +
    trowel(380, 150, 160, { handle: '#f39200' }),

  /** Технониколь: a shingle roof, a roll of membrane and a bucket of mastic. */
  tehnonikol: () =>
    house(240, 20, 330, 300, { wall: '#efe9e2', roof: '#8a3b2a' }) +
    shingles(60, 150, 200, 130, { tile: '#9a3f2b' }) +
    roll(40, 300, 250, 80, { outer: '#2c2f35', band: '#b3001b' }) +
    bucket(440, 250, 110, 130, { body: '#2c2f35', lid: '#b3001b' }),

  /** The site-wide link-preview picture (public/og/site.svg): a house, boards, a sack and a bucket. */
  site: () =>
    house(250, 20, 320, 290, { wall: '#f4efe6', roof: '#6b6f76' }) +
    boards(20, 300, 280, 16, 4, { face: '#f1f3f5', edge: '#b7c4d3' }) +
    bag(300, 150, 130, 220, { body: '#eef2f6', band: '#c8102e' }) +
    bucket(440, 250, 110, 130, { body: '#c8102e', lid: '#1a1c20' }),

  /** Карта электрика: a cable coil, a socket and a bolt of energy. */
  electrics: () =>
    coil(170, 250, 130, '#1a1c20') +
    socket(330, 150, 200, {}) +
    bolt(470, 20, 200, '#1a1c20'),
};
