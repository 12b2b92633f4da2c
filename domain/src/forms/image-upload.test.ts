import { MAX_IMAGE_UPLOAD_BYTES, sniffImageType, validateImageUpload } from './image-upload';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('image upload (consumer spec: validation rules: correct type, at most 12mb)', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    [bytes('GIF89a'), 'image/gif'],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBP'), 'image/webp'],
    [bytes([0, 0, 0, 24], 'ftypheic'), 'image/heic'],
    [bytes('%PDF-1.7'), undefined],
    [bytes('<svg xmlns='), undefined],
  ])('%#: sniffs %s by its bytes', (head, type) => expect(sniffImageType(head)).toBe(type));

  it.each([
    [{ size: 10, head: bytes([0xff, 0xd8, 0xff]) }, undefined],
    [{ size: MAX_IMAGE_UPLOAD_BYTES, head: bytes([0xff, 0xd8, 0xff]) }, undefined],
    [{ size: MAX_IMAGE_UPLOAD_BYTES + 1, head: bytes([0xff, 0xd8, 0xff]) }, 'Image Upload is greater than 12mb'],
    [{ size: 10, head: bytes('MZ') }, 'Image Upload is not the correct type'],
  ])('%#: gives %s', (file, message) => expect(validateImageUpload(file)).toBe(message));
});
