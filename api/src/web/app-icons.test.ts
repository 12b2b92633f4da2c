import { inflateSync } from 'node:zlib';
import { appIconSvg, iconFile, rasteriseIcon, THEME_COLOR } from './app-icons';
import { crc32, encodePng, PNG_SIGNATURE } from './png';

/** Reads a PNG back: checks every chunk's CRC and returns its size and RGBA pixels. */
function decodePng(file: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect(file.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (at < file.length) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    expect(file.readUInt32BE(at + 8 + length)).toBe(crc32(file.subarray(at + 4, at + 8 + length)));
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([...body.subarray(8, 10)]).toEqual([8, 6]);
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const pixel = (x: number, y: number) => [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 4)];
  return { width, height, pixel };
}

const theme = [1, 3, 5].map((i) => parseInt(THEME_COLOR.slice(i, i + 2), 16));

describe('install icons', () => {
  it('encodes RGBA pixels as a PNG that decodes to the same pixels', () => {
    const pixels = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 10, 20, 30, 40]);
    const png = decodePng(encodePng(2, 2, pixels));
    expect([png.width, png.height]).toEqual([2, 2]);
    expect([png.pixel(0, 0), png.pixel(1, 0), png.pixel(0, 1), png.pixel(1, 1)]).toEqual([[255, 0, 0, 255], [0, 255, 0, 128], [0, 0, 255, 0], [10, 20, 30, 40]]);
  });

  it('refuses pixel data of the wrong length', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow('Expected 16 bytes of RGBA, got 3.');
  });

  it.each([['icon-192.png', 192], ['icon-512.png', 512], ['icon-maskable-512.png', 512], ['apple-touch-icon.png', 180]])('draws %s as a %i px square PNG', (name, size) => {
    const file = iconFile(name)!;
    expect(file.type).toBe('image/png');
    const png = decodePng(file.body);
    expect([png.width, png.height]).toEqual([size, size]);
  });

  it('gives the "any" icon transparent rounded corners and the maskable one a full-bleed theme colour', () => {
    const any = decodePng(iconFile('icon-512.png')!.body);
    const maskable = decodePng(iconFile('icon-maskable-512.png')!.body);
    expect(any.pixel(0, 0)[3]).toBe(0);
    expect(maskable.pixel(0, 0)).toEqual([...theme, 255]);
    expect(any.pixel(256, 20)).toEqual([...theme, 255]);
  });

  it('draws the white trailer and its dark wheel inside the maskable safe zone', () => {
    const pixels = rasteriseIcon(64, 'maskable');
    const at = (x: number, y: number) => [...pixels.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 4)];
    expect(at(34, 36)).toEqual([255, 255, 255, 255]); // trailer body (x 272, y 288 on the 512 grid)
    expect(at(29, 40)).toEqual([0x1b, 0x1d, 0x21, 255]); // wheel tyre, between hub and rim
  });

  it('gives the same drawing as SVG', () => {
    const svg = appIconSvg();
    expect(svg).toContain('viewBox="0 0 512 512"');
    expect(svg).toContain(`fill="${THEME_COLOR}"`);
    expect(iconFile('icon.svg')).toEqual({ type: 'image/svg+xml', body: Buffer.from(svg) });
  });

  it('knows no other icon', () => {
    expect(iconFile('favicon.ico')).toBeNull();
  });
});
