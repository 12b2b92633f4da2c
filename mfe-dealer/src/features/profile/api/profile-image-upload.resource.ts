import { serviceClient } from '@rv/shared-lib';

const MAMBO = '/mambo/v1/keystonerv_production';

/** POST users/{id}/image (dealer spec: the calls, image upload URL): one file part; answers the new imageUrl. */
export async function uploadProfileImage(gamificationId: string, picture: Blob): Promise<{ imageUrl: string }> {
  const body = new FormData();
  body.append('image', picture, picture.type === 'image/png' ? 'profile.png' : 'profile.jpg');
  return (await serviceClient('middleware').post<{ imageUrl: string }>(`${MAMBO}/users/${encodeURIComponent(gamificationId)}/image`, body)).data;
}
