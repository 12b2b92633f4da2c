import { readRuntimeConfig, serviceClient } from '@rv/shared-lib';

/** Where imageUrl (a path from the API's root) sits under the middleware client's base URL. */
function underMiddleware(imageUrl: string): { url: string; params: Record<string, string> } {
  const base = new URL(readRuntimeConfig().services.middleware, window.location.href);
  const image = new URL(imageUrl, base);
  const basePath = base.pathname.replace(/\/$/, '');
  const params = Object.fromEntries(image.searchParams);
  if (image.origin !== base.origin || !image.pathname.startsWith(`${basePath}/`)) return { url: `${image.origin}${image.pathname}`, params };
  return { url: image.pathname.slice(basePath.length), params };
}

/**
 * GET users/{uuid}/image, at the imageUrl the gamification user gives. The API wants the bearer
 * token, which an <img> cannot send, so the image comes through the shared client as a Blob.
 */
export async function fetchProfileImage(imageUrl: string): Promise<Blob> {
  const { url, params } = underMiddleware(imageUrl);
  return (await serviceClient('middleware').get<Blob>(url, { params, responseType: 'blob' })).data;
}
