import sharp from 'sharp';
import type { ImageType } from '@rv/domain/forms';
import { verifyImage } from './verify-image';
import { heicPolyglot, ZIP_FILE } from './test-support';

/** Real images made by sharp: 96×64 pixels of noise, so every format has real compressed data to walk. */
async function realImage(type: ImageType): Promise<Buffer> {
  const noise = Buffer.alloc(96 * 64 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  const image = sharp(noise, { raw: { width: 96, height: 64, channels: 3 } });
  if (type === 'image/heic') {
    // This sharp has no HEVC encoder: an AV1-coded HEIF container, its major brand set to heic as a phone's is.
    const heif = await image.heif({ compression: 'av1' }).toBuffer();
    heif.write('heic', 8, 'latin1');
    return heif;
  }
  const format = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' }[type] as 'jpeg';
  return image.toFormat(format).toBuffer();
}

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const TYPES: ImageType[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic'];

describe('verifyImage', () => {
  describe.each(TYPES)('%s', (type) => {
    let image: Buffer;
    beforeAll(async () => {
      image = await realImage(type);
    });

    it('passes a real image, as the type its bytes show', async () => {
      expect(await verifyImage(image)).toBe(type);
    });

    it('fails the same image with HTML and script appended', async () => {
      expect(await verifyImage(Buffer.concat([image, HTML]))).toBeUndefined();
    });

    it('fails the same image with a single byte appended', async () => {
      expect(await verifyImage(Buffer.concat([image, Buffer.from([0])]))).toBeUndefined();
    });

    it('fails the image cut short', async () => {
      expect(await verifyImage(image.subarray(0, Math.floor(image.length * 0.6)))).toBeUndefined();
      expect(await verifyImage(image.subarray(0, image.length - 1))).toBeUndefined();
    });

    it('fails when the type is not among the allowed ones', async () => {
      expect(await verifyImage(image, TYPES.filter((t) => t !== type))).toBeUndefined();
    });
  });

  it.each([
    ['GIF89a followed by JavaScript', Buffer.from('GIF89a=1;alert(document.domain);//')],
    ['a GIF header with a script where the blocks should be', Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from('/*x*/=alert(1)')])],
    ['JPEG magic bytes followed by HTML', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML])],
    ['a PNG signature alone', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['an SVG (script-capable, never accepted)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an empty file', Buffer.alloc(0)],
  ])('fails %s', async (_name, bytes) => {
    expect(await verifyImage(bytes)).toBeUndefined();
  });

  it('fails a PNG whose chunks add up but whose pixel data is garbage (the decode catches it)', async () => {
    const png = await realImage('image/png');
    const idat = png.indexOf('IDAT', 0, 'latin1');
    const broken = Buffer.from(png);
    broken.fill(0x55, idat + 4, idat + 40);
    expect(await verifyImage(broken)).toBeUndefined();
  });

  it.each([
    ['a ZIP', ZIP_FILE],
    ['HTML', HTML],
    ['PHP', Buffer.from('<?php system($_GET["c"]); ?>')],
  ])('fails a HEIC polyglot: ftyp heic, an empty meta, an mdat holding %s', async (_name, payload) => {
    expect(await verifyImage(heicPolyglot(payload))).toBeUndefined();
  });

  it('passes a JPEG followed by a second whole JPEG (a camera’s MPF preview), not one followed by HTML after it', async () => {
    const jpeg = await realImage('image/jpeg');
    expect(await verifyImage(Buffer.concat([jpeg, jpeg]))).toBe('image/jpeg');
    expect(await verifyImage(Buffer.concat([jpeg, jpeg, HTML]))).toBeUndefined();
  });
});
