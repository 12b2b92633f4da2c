import { brandMarkSvg } from './brand-mark';
import { liveryFor } from './elevation/livery';
import { escapeXml } from './elevation/svg-util';
import { sceneSvg } from './scene/scene';

const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';
const nested = (svg: string, x: number, y: number, width: number, height: number) =>
  svg.replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /, `<svg x="${x}" y="${y}" `).replace(/ width="\d+" height="\d+"/, ` width="${width}" height="${height}"`);

/** The drawn part of a cover: the brand's mark over its trailer in a setting of that year. 600 x 625. */
function coverArt(brandSlug: string, brandName: string, year: string): string {
  return '<rect width="600" height="625" fill="#ffffff"/>'
    + nested(brandMarkSvg(brandName, liveryFor(brandSlug)), 60, 70, 480, 120)
    + nested(sceneSvg(`${brandSlug}-brochure-${year}`, 800, 500), 0, 250, 600, 375);
}

/** The cover's drawing alone, for the PDF brochure to embed as a raster under its own (real) text. */
export function brochureCoverArtSvg(brandSlug: string, brandName: string, year: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 625" width="600" height="625">${coverArt(brandSlug, brandName, year)}</svg>`;
}

/** A brochure cover in the brand's livery: its mark, the model year, and its trailer in a setting of that year. */
export function brochureCoverSvg(brandSlug: string, brandName: string, year: string): string {
  const livery = liveryFor(brandSlug);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800" role="img" aria-label="${escapeXml(`${year} ${brandName} brochure`)}">`
    + coverArt(brandSlug, brandName, year)
    + `<rect y="625" width="600" height="175" fill="${livery.cap}"/><rect y="625" width="600" height="8" fill="${livery.accent}"/>`
    + `<text x="60" y="700" ${FONT} font-size="44" font-weight="700" fill="#ffffff">${escapeXml(year)}</text>`
    + `<text x="60" y="745" ${FONT} font-size="20" letter-spacing="4" fill="${livery.accent2}">PRODUCT BROCHURE</text>`
    + '</svg>';
}
