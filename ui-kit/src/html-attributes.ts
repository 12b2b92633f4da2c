/**
 * HTML attributes React 18 has no property for. It writes an unknown attribute only from a string and
 * under its lowercase name, so these give each the spelling that reaches the DOM (and the server's HTML).
 */

/**
 * The `inert` attribute as props: `<section {...inertWhen(loading)}>`. An inert element gets `inert=""`,
 * a live one no attribute at all (the boolean a plain `inert={flag}` would give is dropped).
 */
export function inertWhen(inert: boolean): { inert?: '' } {
  return inert ? { inert: '' } : {};
}

/** For the image that is the page's largest paint: the browser fetches it before other images. */
export const FETCH_FIRST = { fetchpriority: 'high' } as const;

// Merged into React's own interfaces, whose type parameter they must repeat even though they do not use it.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module 'react' {
  interface HTMLAttributes<T> {
    /** Set through inertWhen(). */
    inert?: '';
  }
  interface ImgHTMLAttributes<T> {
    /** Set through FETCH_FIRST. */
    fetchpriority?: 'high' | 'low' | 'auto';
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars */
