import { floorplanSvg } from '../../catalog-search';
import { brochureCoverArtSvg } from '../brochure-cover';
import { interiorSvg } from '../decor-art';
import { drawElevation } from '../elevation/draw-elevation';
import { liveryFor } from '../elevation/livery';
import { specsFromRow } from '../elevation/specs';
import { renderPdf, svgToJpeg } from '../pdf';
import type { BrochureContent } from './brochure-content';
import {
  backPage, contentsPages, coverPage, decorPage, featurePages, floorplanPage, themeOf, type ContentsEntry,
} from './brochure-pages';

/** Contents lines a page holds. */
const CONTENTS_PER_PAGE = 42;
/** At most this many drawings are rasterised at once: sharp works in libuv's pool, four threads by default. */
const RASTER_CONCURRENCY = 4;

/** `work` over `items`, at most `limit` at a time, results in order. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * A brand's model-year brochure as PDF bytes: cover, contents, a page per floorplan (exterior, floorplan,
 * specifications, packages), standard features and options, décor and a closing page, numbered in the footer.
 * Drawings go in as JPEG; every word is text.
 */
export async function brochurePdf(content: BrochureContent, companyName: string): Promise<Buffer> {
  const { brand, year, sections } = content;
  const livery = liveryFor(brand.slug);
  const theme = themeOf(livery);
  const title = `${year} ${brand.name}`;
  const floorplans = sections.flatMap((s) => s.floorplans.map((fp) => ({ fp, section: s.name })));
  const [art, drawings, interiors] = await Promise.all([
    svgToJpeg(brochureCoverArtSvg(brand.slug, brand.name, String(year)), 900, 80),
    inPool(floorplans, RASTER_CONCURRENCY, async ({ fp }) => ({
      elevation: await svgToJpeg(drawElevation(specsFromRow(fp.row), livery, 'side-right'), 1000),
      floorplan: await svgToJpeg(floorplanSvg(fp.row, 'main'), 1000),
    })),
    inPool(content.decors, RASTER_CONCURRENCY, (d) => svgToJpeg(interiorSvg(d.palette, d.name), 480)),
  ]);
  const contentsCount = Math.ceil((sections.length + floorplans.length + 3) / CONTENTS_PER_PAGE);
  return renderPdf(
    { title: `${title} brochure`, author: companyName, subject: `${title}: floorplans, specifications, features and décor` },
    (doc) => {
      coverPage(doc, content, theme, art, companyName);
      for (let i = 0; i < contentsCount; i += 1) doc.addPage();
      const entries: ContentsEntry[] = [];
      const pageNow = () => doc.bufferedPageRange().count;
      let drawn = 0;
      for (const section of sections) {
        entries.push({ label: section.name, page: pageNow() + 1, heading: true });
        for (const fp of section.floorplans) {
          floorplanPage(doc, fp, drawings[drawn], theme, section.name);
          drawn += 1;
          entries.push({ label: fp.row.name, page: pageNow() });
        }
      }
      entries.push({ label: 'Standard features & options', page: pageNow() + 1, heading: true });
      featurePages(doc, content.features, theme, title);
      if (content.decors.length) {
        decorPage(doc, content.decors.map((decor, i) => ({ decor, interior: interiors[i] })), theme, title);
        entries.push({ label: 'Décor', page: pageNow(), heading: true });
      }
      backPage(doc, content, theme, companyName);
      contentsPages(doc, 1, entries, theme, title, CONTENTS_PER_PAGE);
    },
    (page, pages) => (page === 1 ? '' : `${title} brochure · page ${page} of ${pages}`),
  );
}
