/**
 * A minimal PNG writer (8-bit RGB, no filtering) for demo images and tests: real, valid files that
 * browsers show and `file-type` detects as image/png, made without an image library.
 */
import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/**
 * A `width` x `height` PNG filled with `rgb`, with an optional darker diagonal band so thumbnails of
 * different demo products are told apart. Answers the file's bytes.
 */
export function solidPng(width: number, height: number, rgb: readonly [number, number, number], band = false): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const dark = band && Math.abs(x - y) < Math.max(2, width / 8);
      const o = y * row + 1 + x * 3;
      raw[o] = dark ? rgb[0] >> 1 : rgb[0];
      raw[o + 1] = dark ? rgb[1] >> 1 : rgb[1];
      raw[o + 2] = dark ? rgb[2] >> 1 : rgb[2];
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
