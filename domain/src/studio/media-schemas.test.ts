import { MAX_MEDIA_BYTES, MEDIA_MESSAGES, MEDIA_UPLOAD_SCHEMA, STUDIO_MESSAGES, mediaImageUrl, mediaSizeWords } from '@rv/domain/studio';
import { validateForm } from '@rv/domain/forms';

describe('the media library upload: one schema for the studio form and the API', () => {
  const png = { size: 2048, type: 'image/png' };
  it.each([
    ['an image with alt text', { file: png, alt: 'A trailer at dusk' }, []],
    ['no alt text', { file: png, alt: '' }, [STUDIO_MESSAGES.altText]],
    ['alt text of spaces', { file: png, alt: '   ' }, [STUDIO_MESSAGES.altText]],
    ['alt text over 300 characters', { file: png, alt: 'a'.repeat(301) }, [MEDIA_MESSAGES.altTooLong]],
    ['no file', { file: undefined, alt: 'A trailer' }, [MEDIA_MESSAGES.fileRequired]],
    ['a file over 12 MB', { file: { size: MAX_MEDIA_BYTES + 1, type: 'image/jpeg' }, alt: 'A trailer' }, [MEDIA_MESSAGES.tooLarge]],
    ['a file of exactly 12 MB', { file: { size: MAX_MEDIA_BYTES, type: 'image/jpeg' }, alt: 'A trailer' }, []],
    ['an SVG', { file: { size: 100, type: 'image/svg+xml' }, alt: 'A trailer' }, [MEDIA_MESSAGES.wrongType]],
    ['a phone HEIC no browser but Safari draws', { file: { size: 100, type: 'image/heic' }, alt: 'A trailer' }, [MEDIA_MESSAGES.wrongType]],
  ])('%s', (_name, values, messages) => {
    expect(validateForm(MEDIA_UPLOAD_SCHEMA, values).map((problem) => problem.message)).toEqual(messages);
  });

  it('names an image by its id and type, and says its size in bytes, kB or MB', () => {
    expect(mediaImageUrl('0b6f', 'image/jpeg')).toBe('/api/media/library/0b6f.jpg');
    expect([850, 48 * 1024, 1.25 * 1024 * 1024].map(mediaSizeWords)).toEqual(['850 B', '48 kB', '1.3 MB']);
  });
});
