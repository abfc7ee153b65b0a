import zlib from 'node:zlib';

/**
 * A PNG of RGBA pixels (`width` × `height` × 4 bytes, rows top to bottom), deflated whole at the fastest
 * level: the images tests write (cards themselves are written by `pngOfRuns`).
 */
export function encodePng(pixels: Uint8Array, width: number, height: number): Buffer {
  return pngFile(zlib.deflateSync(pngRows(pixels, width, height), { level: 1 }), width, height);
}

/**
 * Rows deflated on their own, ending on a whole byte with no final block (a sync flush), so that such runs
 * laid one after the other are one deflate stream: the runs cards share are deflated once, not per card.
 */
export function deflateRun(rows: Uint8Array): Buffer {
  return zlib.deflateRawSync(rows, { level: 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
}

/**
 * A PNG of opaque RGB rows (each a filter byte 0, then `width` × 3 bytes) given as deflated runs in order
 * (see `deflateRun`), with the Adler-32 checksum of all the rows, which the zlib stream ends with.
 */
export function pngOfRuns(runs: readonly Buffer[], adler: number, width: number, height: number): Buffer {
  const trailer = Buffer.alloc(6);
  // An empty final block (fixed codes: the final bit, type 01, the end-of-block code), then the checksum.
  trailer[0] = 0x03;
  trailer[1] = 0x00;
  trailer.writeUInt32BE(adler >>> 0, 2);
  // The zlib header: deflate with a 32 KB window, the fastest level.
  return pngFile(Buffer.concat([ZLIB_HEADER, ...runs, trailer]), width, height, 2);
}

const ZLIB_HEADER = Buffer.from([0x78, 0x01]);

/** The modulus of Adler-32's two sums. */
export const ADLER_MODULUS = 65521;

/** The Adler-32 checksum of `bytes`, as zlib computes it. */
export function adler32(bytes: Uint8Array): number {
  let low = 1;
  let high = 0;
  // 5552 bytes is the most that can be summed before `high` could pass 2^32 (zlib's NMAX).
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(bytes.length, start + 5552);
    for (let index = start; index < end; index++) {
      low += bytes[index]!;
      high += low;
    }
    low %= ADLER_MODULUS;
    high %= ADLER_MODULUS;
  }
  return ((high << 16) | low) >>> 0;
}

/** The pixels as PNG rows, each after its filter byte. */
function pngRows(pixels: Uint8Array, width: number, height: number): Buffer {
  const row = width * 4;
  const raw = Buffer.alloc((row + 1) * height);
  for (let y = 0; y < height; y++) {
    // Filter type 0 (none) before each row.
    raw[y * (row + 1)] = 0;
    raw.set(pixels.subarray(y * row, (y + 1) * row), y * (row + 1) + 1);
  }
  return raw;
}

/** The PNG around deflated rows; colour type 6 is RGBA, 2 is RGB. */
function pngFile(deflated: Buffer, width: number, height: number, colourType: 2 | 6 = 6): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits per channel, the colour type, deflate, no filter method beyond the per-row one, no interlace.
  header.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflated), chunk('IEND', Buffer.alloc(0))]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))) >>> 0);
  return Buffer.concat([head, data, crc]);
}
