/**
 * Preload tags for the images a drawn page asks the browser to fetch first (`fetchpriority="high"`,
 * shared-lib's FETCH_FIRST: the image that is the page's largest paint). Put at the top of <head>, they
 * start that image before the scripts the head preloads, instead of after the HTML parser reaches it in
 * the body (LCP). An image inside a <picture> is left alone: which of its sources the browser
 * takes depends on the screen, and preloading the wrong one would only cost bandwidth.
 */
export function fetchFirstImagePreloads(html: string): string[] {
  const tags: string[] = [];
  for (const match of html.matchAll(/<img\b[^>]*>/g)) {
    const img = match[0];
    if (!/\sfetchpriority="high"/.test(img)) continue;
    const before = html.slice(0, match.index);
    if (before.lastIndexOf('<picture') > before.lastIndexOf('</picture>')) continue;
    const src = /\ssrc="([^"]+)"/.exec(img)?.[1];
    // An image with a srcset is preloaded by the same srcset and sizes, so the browser picks the same file.
    const srcset = /\ssrcset="([^"]+)"/i.exec(img)?.[1];
    const sizes = /\ssizes="([^"]+)"/i.exec(img)?.[1];
    const choice = srcset ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}` : '';
    // The attribute values are already escaped as React wrote them into the page.
    if (src && !tags.some((tag) => tag.includes(`href="${src}"`))) tags.push(`<link rel="preload" as="image" href="${src}"${choice} fetchpriority="high">`);
  }
  return tags;
}
