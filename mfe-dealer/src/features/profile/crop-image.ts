import { PROFILE_IMAGE_SIDE, squareCrop } from '../dealer-api';

/** The message when the browser cannot read the picture (a broken file, or a type it cannot draw). */
export const UNREADABLE_PICTURE = 'This picture could not be read. Choose another PNG, JPEG, GIF or WebP image.';

/**
 * The picture's centred square, scaled to 512 px, as a JPEG (a GIF keeps its first frame). Rejects with
 * UNREADABLE_PICTURE when the browser cannot decode it.
 */
export async function cropToSquare(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error(UNREADABLE_PICTURE);
  });
  const { sx, sy, side } = squareCrop(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = PROFILE_IMAGE_SIDE;
  canvas.height = PROFILE_IMAGE_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(UNREADABLE_PICTURE);
  // A white ground: a transparent PNG would turn black in a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, PROFILE_IMAGE_SIDE, PROFILE_IMAGE_SIDE);
  context.drawImage(bitmap, sx, sy, side, side, 0, 0, PROFILE_IMAGE_SIDE, PROFILE_IMAGE_SIDE);
  bitmap.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(UNREADABLE_PICTURE))), 'image/jpeg', 0.9);
  });
}
