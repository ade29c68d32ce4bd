// One stored page that answers many visitors, each with their own words written in at its stand-ins (a refused post's
// texts: posted-refusal.ts; a refused card's digits: card-form-page.ts). The page is cut once; an answer's gzip is the
// pieces each deflated once (a full flush after each), the words as stored blocks (RFC 1951 §3.2.4) and node:zlib's
// CRC-32 over them in turn (docs/decisions/515-refused-posts-stored.md): no render, no compression per refusal
// (docs/decisions/790-refusals-answered-by-the-chain.md).
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { EncodedPage } from '../render/encoded-page.js';

/** Where a stand-in stands (`text`, found only where no digit touches it), and how the visitor's words are written there. */
export interface StandInPlace {
  text: string;
  write(words: string): string;
  /** Only after `boundary` (the page's state block), or only before it; unset, anywhere. */
  side?: 'before' | 'after';
}

/** The page cut at its places: `pieces[i]` comes before hole i (the place's index and the words' index); the last after the last hole. */
interface Cut {
  pieces: Buffer[];
  /** Each piece deflated on its own, the last one final. */
  deflated: Buffer[];
  holes: number[];
}

const cuts = new WeakMap<EncodedPage, Map<string, Cut>>();

/** Every place `text` stands with no digit on either side. */
const alone = (text: string) => `(?<!\\d)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`;

function cutAt(html: string, places: readonly StandInPlace[], boundary: string | undefined): Cut {
  const boundaryAt = boundary === undefined ? -1 : html.indexOf(boundary);
  const splitAt = boundaryAt === -1 ? html.length : boundaryAt;
  const texts = [...new Set(places.map((place) => place.text))];
  const found = new RegExp(texts.map(alone).join('|'), 'g');
  const pieces: Buffer[] = [];
  const holes: number[] = [];
  let from = 0;
  for (const match of html.matchAll(found)) {
    const side = match.index < splitAt ? 'before' : 'after';
    // The place of this text on this side of the boundary (two places may stand as the same text, one on each side).
    const place = places.findIndex((one) => one.text === match[0] && (one.side === undefined || one.side === side));
    if (place === -1) continue;
    pieces.push(Buffer.from(html.slice(from, match.index)));
    holes.push(place);
    from = match.index + match[0].length;
  }
  pieces.push(Buffer.from(html.slice(from)));
  const deflated = pieces.map((piece, i) =>
    deflateRawSync(piece, { level: 9, finishFlush: i === pieces.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH }));
  return { pieces, deflated, holes };
}

function cutOf(page: EncodedPage, places: readonly StandInPlace[], boundary: string | undefined): Cut {
  const key = places.map((place) => `${place.side ?? ''}${place.text}`).join('\0');
  let byPlaces = cuts.get(page);
  if (!byPlaces) cuts.set(page, (byPlaces = new Map()));
  let cut = byPlaces.get(key);
  if (!cut) byPlaces.set(key, (cut = cutAt(page.identity.toString('utf8'), places, boundary)));
  return cut;
}

/** The largest stored block's length (its LEN field is 16 bits). */
const STORED_MAX = 0xffff;

/** `bytes` as stored deflate blocks, none final: the stream is byte-aligned after a full flush and after each. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** The CRC-32 of what `crc` counted followed by `bytes`: node:zlib's, which was seen to answer 0, not `crc`, for an empty piece. */
const crcAfter = (bytes: Buffer, crc: number) => (bytes.length === 0 ? crc : crc32(bytes, crc));

/** gzip's header: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * `page` with `words[i]` written (by places[i].write) wherever places[i] stands: gzip when `gzip`, else the plain bytes.
 * `boundary`: where a place's `side` is told from.
 */
export function writtenIn(
  page: EncodedPage, places: readonly StandInPlace[], words: readonly string[], { gzip, boundary }: { gzip: boolean; boundary?: string },
): Buffer {
  const { pieces, deflated, holes } = cutOf(page, places, boundary);
  const written = holes.map((place) => Buffer.from(places[place]!.write(words[place] ?? '')));
  if (!gzip) return Buffer.concat(pieces.flatMap((piece, i) => (i < written.length ? [piece, written[i]!] : [piece])));
  const packed: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  pieces.forEach((piece, i) => {
    packed.push(deflated[i]!);
    crc = crcAfter(piece, crc);
    length += piece.length;
    const words = written[i];
    if (words === undefined) return;
    packed.push(...storedBlocks(words));
    crc = crcAfter(words, crc);
    length += words.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  packed.push(trailer);
  return Buffer.concat(packed);
}
