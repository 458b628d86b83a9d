import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';
import { ICON_MAX_SIDE, fitIcon, jpegOrientation } from '../../src/services/icon-resize.js';

/** A PNG of `width` × `height`: transparent on the left half, opaque red on the right half. */
function halfRedPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      png.data[i] = 255;
      png.data[i + 3] = x < width / 2 ? 0 : 255;
    }
  }
  return PNG.sync.write(png);
}

/** A JPEG whose top half is black and bottom half white, as a camera stores it. */
function topBlackJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 255);
  for (let i = 0; i < (width * height * 4) / 2; i += 4) data.fill(0, i, i + 3);
  return Buffer.from(jpeg.encode({ width, height, data }, 95).data);
}

/** The JPEG with an EXIF APP1 segment right after SOI that says `orientation`. */
function withOrientation(image: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF, IFD0 at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00, // Orientation
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), header, payload, image.subarray(2)]);
}

const pixel = (png: PNG, x: number, y: number) => {
  const i = (y * png.width + x) * 4;
  return [...png.data.subarray(i, i + 4)];
};

describe('fitIcon', () => {
  it('keeps an icon that fits as uploaded, byte for byte', () => {
    const small = halfRedPng(64, 32);
    expect(fitIcon(small, 'image/png').equals(small)).toBe(true);
    const photo = topBlackJpeg(100, 80);
    expect(fitIcon(photo, 'image/jpeg').equals(photo)).toBe(true);
  });

  it('scales a large PNG down to fit, whole and with its transparency', () => {
    const out = PNG.sync.read(fitIcon(halfRedPng(1200, 600), 'image/png'));
    expect([out.width, out.height]).toEqual([ICON_MAX_SIDE, ICON_MAX_SIDE / 2]);
    expect(pixel(out, 10, 10)[3]).toBe(0);
    expect(pixel(out, out.width - 10, 10)).toEqual([255, 0, 0, 255]);
  });

  it('scales a tall JPEG to fit its height and turns it upright by its EXIF orientation', () => {
    const tall = topBlackJpeg(1000, 2000);
    const plain = jpeg.decode(fitIcon(tall, 'image/jpeg'));
    expect([plain.width, plain.height]).toEqual([256, 512]);
    // Orientation 6: the stored image is turned 90° clockwise to be seen upright, so the black
    // top half becomes the right half.
    const turned = withOrientation(tall, 6);
    expect(jpegOrientation(turned)).toBe(6);
    const upright = jpeg.decode(fitIcon(turned, 'image/jpeg'));
    expect([upright.width, upright.height]).toEqual([512, 256]);
    const at = (x: number, y: number) => upright.data[(y * upright.width + x) * 4]!;
    expect(at(500, 128)).toBeLessThan(40);
    expect(at(10, 128)).toBeGreaterThan(215);
    // Even a small photo with an orientation is turned (the stored icon has no EXIF).
    const smallTurned = jpeg.decode(
      fitIcon(withOrientation(topBlackJpeg(40, 20), 8), 'image/jpeg'),
    );
    expect([smallTurned.width, smallTurned.height]).toEqual([20, 40]);
  });

  it('throws on bytes that only start like an image', () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect(() => fitIcon(fake, 'image/jpeg')).toThrow();
    expect(jpegOrientation(fake)).toBe(1);
  });
});

describeEachDatabase('icon uploads', (t) => {
  const upload = async (name: string, type: string, data: Buffer) => {
    const boundary = 'icon-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/files?purpose=icon',
      headers: {
        ...bearer(await loginAs(t.app, 'bestuur@koers.test'), 'nl'),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  };

  it('stores a large icon scaled down to fit, and serves that', async () => {
    const res = await upload('logo.png', 'image/png', halfRedPng(2000, 1000));
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    const served = await t.app.inject({ method: 'GET', url: file.url });
    const png = PNG.sync.read(served.rawPayload);
    expect([png.width, png.height]).toEqual([ICON_MAX_SIDE, ICON_MAX_SIDE / 2]);
    expect(file.size).toBe(served.rawPayload.length);
  });

  it('refuses a file that starts like a JPEG but is none, in Dutch', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const res = await upload('logo.jpg', 'image/jpeg', fake);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      'Het veld bestand moet een afbeelding zijn van het type: jpeg, png.',
    ]);
  });
});
