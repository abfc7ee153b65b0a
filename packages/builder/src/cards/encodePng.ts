import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * A PNG of RGBA pixels (`width` × `height` × 4 bytes, rows top to bottom), deflated at the fastest level:
 * about a third of the time resvg's own encoder takes for a social card, for a file of about the same size
 * (cards are mostly flat colour).
 */
export function encodePng(pixels: Uint8Array, width: number, height: number): Buffer {
  return pngFile(zlib.deflateSync(pngRows(pixels, width, height), { level: 1 }), width, height);
}

/** As `encodePng`, the same bytes, with the deflating done in libuv's pool rather than this thread. */
export async function encodePngAsync(pixels: Uint8Array, width: number, height: number): Promise<Buffer> {
  return pngFile(await deflate(pngRows(pixels, width, height), { level: 1 }), width, height);
}

const deflate = promisify(zlib.deflate);

/**
 * A PNG of opaque RGB rows already laid out as PNG rows (each a filter byte 0, then `width` × 3 bytes), as
 * a card is composed: deflated at the fastest level in libuv's pool.
 */
export async function encodeRgbRowsAsync(rows: Buffer, width: number, height: number): Promise<Buffer> {
  return pngFile(await deflate(rows, { level: 1 }), width, height, 2);
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
