import { crc32, deflateSync } from 'node:zlib';

/**
 * Application icons for the demo: the service's initials on its own colour, drawn as a PNG in
 * code, so the seed needs no network and no image library. The letters come from a 5×7 bitmap
 * font, scaled up; blocky, but readable at the 40–48 px the app shows them.
 */

// Uppercase letters, 5 columns × 7 rows each ('#' is ink).
const FONT: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
};
const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1–21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [31, 31, 31];

/** White letters on a dark colour, near-black ones on a light colour (such as a yellow). */
export function letterColour(background: Rgb): Rgb {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

/** A PNG (8-bit RGB, no interlace, filter 0 on every row) with the colour `pixel` gives each point. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb) {
  const raw = Buffer.alloc((1 + width * 3) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A square icon: `initials` (one to three letters A–Z) centred on `hex`, in white or near-black,
 * whichever reads better on that colour. 96 px: sharp at twice the 48 px the app uses.
 */
export function initialsIcon(initials: string, hex: string, size = 96): Buffer {
  const letters = initials.toUpperCase();
  if (!/^[A-Z]{1,3}$/.test(letters)) throw new Error(`Initials must be 1–3 letters: ${initials}`);
  const background = parseHex(hex);
  const ink = letterColour(background);
  const columns = letters.length * GLYPH_WIDTH + (letters.length - 1);
  // As large as fits in the middle 70 % of the icon, in whole pixels per font dot.
  const scale = Math.max(
    1,
    Math.floor(Math.min((size * 0.7) / columns, (size * 0.55) / GLYPH_HEIGHT)),
  );
  const left = Math.floor((size - columns * scale) / 2);
  const top = Math.floor((size - GLYPH_HEIGHT * scale) / 2);
  return encodePng(size, size, (x, y) => {
    const column = Math.floor((x - left) / scale);
    const row = Math.floor((y - top) / scale);
    if (x < left || y < top || row >= GLYPH_HEIGHT || column >= columns) return background;
    const letter = letters[Math.floor(column / (GLYPH_WIDTH + 1))] ?? '';
    const glyphColumn = column % (GLYPH_WIDTH + 1);
    if (glyphColumn === GLYPH_WIDTH) return background;
    return FONT[letter]?.[row]?.[glyphColumn] === '#' ? ink : background;
  });
}
