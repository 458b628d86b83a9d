import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** The longest side of a stored icon, in pixels: enough for a 2x screen's largest icon (6rem). */
export const ICON_MAX_SIDE = 512;

/** Decoding stops beyond these (a 2 MB upload can claim a huge canvas). */
const MAX_MEGAPIXELS = 50;
const MAX_DECODE_MB = 512;

interface Bitmap {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, rows top to bottom. */
  data: Uint8Array;
}

/**
 * The EXIF orientation (1–8) of a JPEG, 1 when it has none. Phones store a photo as the sensor
 * saw it and say in EXIF how to turn it; the re-encoded icon has no EXIF, so the turn is applied.
 */
export function jpegOrientation(data: Buffer): number {
  let offset = 2;
  while (offset + 4 <= data.length && data[offset] === 0xff) {
    const marker = data[offset + 1]!;
    const length = data.readUInt16BE(offset + 2);
    if (marker === 0xe1 && data.toString('latin1', offset + 4, offset + 10) === 'Exif\0\0') {
      const tiff = offset + 10;
      const little = data.toString('latin1', tiff, tiff + 2) === 'II';
      const u16 = (at: number) => (little ? data.readUInt16LE(at) : data.readUInt16BE(at));
      const u32 = (at: number) => (little ? data.readUInt32LE(at) : data.readUInt32BE(at));
      const ifd = tiff + u32(tiff + 4);
      if (ifd + 2 > data.length) return 1;
      const entries = u16(ifd);
      for (let i = 0; i < entries; i += 1) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > data.length) return 1;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    if (marker === 0xda) return 1; // image data starts: no EXIF before it
    offset += 2 + length;
  }
  return 1;
}

/** Where the pixel (x, y) of the upright image is in the stored one, for an EXIF orientation. */
function sourcePoint(orientation: number, x: number, y: number, w: number, h: number) {
  // w, h: the upright image's size.
  switch (orientation) {
    case 2:
      return [w - 1 - x, y];
    case 3:
      return [w - 1 - x, h - 1 - y];
    case 4:
      return [x, h - 1 - y];
    case 5:
      return [y, x];
    case 6:
      return [y, w - 1 - x];
    case 7:
      return [h - 1 - y, w - 1 - x];
    case 8:
      return [h - 1 - y, x];
    default:
      return [x, y];
  }
}

/**
 * The image scaled to fit `width` × `height` (never cropped, never enlarged) and turned upright:
 * each target pixel is the average of the source pixels it covers (a box filter, which keeps thin
 * lines of a logo instead of dropping them).
 */
function fit(source: Bitmap, orientation: number, maxSide: number): Bitmap {
  const turned = orientation >= 5;
  const uprightW = turned ? source.height : source.width;
  const uprightH = turned ? source.width : source.height;
  const scale = Math.min(1, maxSide / Math.max(uprightW, uprightH));
  const width = Math.max(1, Math.round(uprightW * scale));
  const height = Math.max(1, Math.round(uprightH * scale));
  const data = new Uint8Array(width * height * 4);
  const stepX = uprightW / width;
  const stepY = uprightH / height;
  for (let ty = 0; ty < height; ty += 1) {
    const y0 = Math.floor(ty * stepY);
    const y1 = Math.max(y0 + 1, Math.floor((ty + 1) * stepY));
    for (let tx = 0; tx < width; tx += 1) {
      const x0 = Math.floor(tx * stepX);
      const x1 = Math.max(x0 + 1, Math.floor((tx + 1) * stepX));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      let n = 0;
      for (let y = y0; y < y1; y += 1) {
        for (let x = x0; x < x1; x += 1) {
          const [sx, sy] = sourcePoint(orientation, x, y, uprightW, uprightH);
          const i = (sy! * source.width + sx!) * 4;
          const alpha = source.data[i + 3]!;
          // Colours weighted by their alpha, so transparent pixels do not darken the edges.
          r += source.data[i]! * alpha;
          g += source.data[i + 1]! * alpha;
          b += source.data[i + 2]! * alpha;
          a += alpha;
          n += 1;
        }
      }
      const o = (ty * width + tx) * 4;
      data[o] = a ? Math.round(r / a) : 0;
      data[o + 1] = a ? Math.round(g / a) : 0;
      data[o + 2] = a ? Math.round(b / a) : 0;
      data[o + 3] = Math.round(a / n);
    }
  }
  return { width, height, data };
}

/**
 * An uploaded icon (JPEG or PNG, already recognized by its content) as it is stored: as uploaded
 * when it fits within `maxSide` and needs no turning, otherwise scaled down to fit, without
 * cropping, in the same format (a PNG keeps its transparency). Throws on an image it cannot
 * decode; the caller answers that as an invalid image.
 */
export function fitIcon(
  data: Buffer,
  mimeType: 'image/png' | 'image/jpeg',
  maxSide: number = ICON_MAX_SIDE,
): Buffer {
  if (mimeType === 'image/png') {
    const png = PNG.sync.read(data);
    if (png.width <= maxSide && png.height <= maxSide) return data;
    if (png.width * png.height > MAX_MEGAPIXELS * 1_000_000) throw new Error('image too large');
    const out = fit({ width: png.width, height: png.height, data: png.data }, 1, maxSide);
    const result = new PNG({ width: out.width, height: out.height });
    result.data = Buffer.from(out.data);
    return PNG.sync.write(result);
  }
  const orientation = jpegOrientation(data);
  const image = jpeg.decode(data, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: MAX_MEGAPIXELS,
    maxMemoryUsageInMB: MAX_DECODE_MB,
  });
  if (orientation === 1 && image.width <= maxSide && image.height <= maxSide) return data;
  const out = fit(image, orientation, maxSide);
  return Buffer.from(
    jpeg.encode({ width: out.width, height: out.height, data: Buffer.from(out.data) }, 90).data,
  );
}
