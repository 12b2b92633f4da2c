/**
 * Preloads for the top of <head> of a drawn page's `fetchpriority="high"` images (its largest paint), so they start
 * before the script preloads. Images in a <picture> are skipped: which source loads depends on the screen.
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
