import { MAX_PROFILE_IMAGE_SOURCE_BYTES, profileImageProblem, squareCrop } from './profile-image';

const MB = 1024 * 1024;

describe('profile picture: type and size in words', () => {
  it.each([
    [{ name: 'me.png', type: 'image/png', size: MB }, null],
    [{ name: 'me.jpg', type: 'image/jpeg', size: MAX_PROFILE_IMAGE_SOURCE_BYTES }, null],
    [{ name: 'me.webp', type: 'image/webp', size: 10 }, null],
    [{ name: 'me.heic', type: 'image/heic', size: MB }, '"me.heic" is not a picture the portal can use. Choose a PNG, JPEG, GIF or WebP image.'],
    [{ name: 'cv.pdf', type: 'application/pdf', size: MB }, '"cv.pdf" is not a picture the portal can use. Choose a PNG, JPEG, GIF or WebP image.'],
    [{ name: 'big.jpg', type: 'image/jpeg', size: 12.4 * MB }, '"big.jpg" is 12.4 MB. Choose a picture of at most 10 MB.'],
    [{ name: 'none.png', type: 'image/png', size: 0 }, '"none.png" is empty. Choose another picture.'],
  ])('%j -> %p', (file, problem) => expect(profileImageProblem(file)).toBe(problem));
});

describe('profile picture: cropped to the centred square', () => {
  it.each([
    [800, 600, { sx: 100, sy: 0, side: 600 }], [600, 800, { sx: 0, sy: 100, side: 600 }], [512, 512, { sx: 0, sy: 0, side: 512 }], [101, 100, { sx: 0, sy: 0, side: 100 }],
  ])('%i x %i -> %j', (w, h, crop) => expect(squareCrop(w, h)).toEqual(crop));
});
