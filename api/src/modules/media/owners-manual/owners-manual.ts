/**
 * A brand's owner's manual for a model year, made as the brochures are (pdfkit, real text, the brand's colours): the
 * floorplans' weights, capacities and tires an owner checks, then the owner library's articles chapter by chapter.
 */
import { brandBySlug } from '@rv/domain';
import type { OrSupportArticleData, RichText } from '@rv/domain/content';
import type { Database } from '../../../db/database';
import { notFound } from '../../../http/errors';
import { findByType } from '../../content';
import type { SearchIndex } from '../../catalog-search';
import { brochureContent, brochureRows, type BrochureContent } from '../brochure/brochure-content';
import { contentsPages, pageBand, themeOf, type BrochureTheme, type ContentsEntry } from '../brochure/brochure-pages';
import { liveryFor } from '../elevation/livery';
import { FONT, PAGE, renderPdf, type Pdf } from '../pdf';

const INK = '#1d2b36';
const WIDTH = PAGE.width - 2 * PAGE.margin;
const CONTENTS_PER_PAGE = 42;
/** The figures an owner looks up in a manual: weights, capacities, tanks and tires (a floorplan's brochure line otherwise). */
const OWNER_SPECS = new Set(['Length', 'Shipping Weight', 'GVWR', 'Carrying Capacity', 'Hitch Weight', 'Fresh Water', 'Grey Water', 'Black Water', 'LPG Capacity', 'Tire Size', 'Sleeps', 'Slide-outs']);

export interface ManualArticle { title: string; text: RichText }
export interface ManualChapter { title: string; articles: ManualArticle[] }
export interface ManualContent { catalogue: BrochureContent; chapters: ManualChapter[] }

/** The article's own words: the rich text of its text blocks. */
function articleText(data: OrSupportArticleData): RichText {
  return (data.body ?? []).flatMap((slice) => (slice.slice_type === 'text' && Array.isArray((slice.primary as { text?: unknown }).text) ? (slice.primary as { text: RichText }).text : []));
}

/** A manual's content, or a 404 naming what is missing. */
export async function ownersManualContent(db: Database, idx: SearchIndex, brandSlug: string, year: number): Promise<ManualContent> {
  const brand = brandBySlug(brandSlug);
  if (!brand) throw notFound(`No brand "${brandSlug}", so no owner's manual for it.`);
  if (brochureRows(idx.rows, brand, year).length === 0) throw notFound(`The catalogue has no ${year} ${brand.name} floorplans, so there is no ${year} ${brand.name} owner's manual.`);
  const [catalogue, categories, articles] = await Promise.all([
    brochureContent(db, idx, brandSlug, year),
    findByType(db, { type: 'or_support_category', page: 1, pageSize: 100, tags: [] }),
    findByType(db, { type: 'or_support_article', page: 1, pageSize: 100, tags: [] }),
  ]);
  const chapters = categories.results.map((category) => ({
    title: String((category.data as { title?: unknown }).title ?? category.uid),
    articles: articles.results.filter((a) => category.uid !== null && a.tags.includes(category.uid))
      .map((a) => ({ title: (a.data as unknown as OrSupportArticleData).title, text: articleText(a.data as unknown as OrSupportArticleData) }))
      .filter((a) => a.text.length > 0)
      .sort((a, b) => a.title.localeCompare(b.title)),
  })).filter((c) => c.articles.length > 0).sort((a, b) => a.title.localeCompare(b.title));
  return { catalogue, chapters };
}

function coverPage(doc: Pdf, content: ManualContent, theme: BrochureTheme, companyName: string): void {
  const { brand, year } = content.catalogue;
  doc.addPage({ margin: 0 });
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(theme.band).rect(0, 520, PAGE.width, 8).fill(theme.accent);
  doc.font(FONT.bold).fontSize(16).fillColor(theme.onBand).text(companyName.toUpperCase(), PAGE.margin, 96, { width: WIDTH, lineBreak: false });
  doc.font(FONT.bold).fontSize(44).text(`${year} ${brand.name}`, PAGE.margin, 420, { width: WIDTH, lineBreak: false });
  doc.font(FONT.bold).fontSize(26).text('Owner\'s Manual', PAGE.margin, 472, { width: WIDTH, lineBreak: false });
  doc.font(FONT.regular).fontSize(12).text('Read this manual before your first trip, and keep it in your RV.', PAGE.margin, 552, { width: WIDTH });
}

/** Each floorplan's owner figures in a two-column list, as many floorplans to a page as fit. */
function floorplanPages(doc: Pdf, content: ManualContent, theme: BrochureTheme, title: string, entries: ContentsEntry[]): void {
  doc.addPage();
  entries.push({ label: 'Your floorplans: weights, capacities and tires', page: doc.bufferedPageRange().count, heading: true });
  pageBand(doc, theme, title, 'Weights, capacities and tires');
  doc.font(FONT.regular).fontSize(10).fillColor(INK)
    .text('Never load your RV past its GVWR, and weigh it loaded before a long trip. The cargo capacity is what is left for water, propane, gear and options.', PAGE.margin, 96, { width: WIDTH });
  let y = doc.y + 12;
  for (const fp of content.catalogue.sections.flatMap((s) => s.floorplans)) {
    const lines = fp.specs.filter((l) => OWNER_SPECS.has(l.label));
    const height = 22 + Math.ceil(lines.length / 2) * 14;
    if (y + height > PAGE.height - PAGE.margin - 20) {
      doc.addPage();
      pageBand(doc, theme, title, 'Weights, capacities and tires (continued)');
      y = 100;
    }
    doc.font(FONT.bold).fontSize(12).fillColor(theme.band).text(fp.row.name, PAGE.margin, y, { width: WIDTH, lineBreak: false });
    lines.forEach((line, i) => {
      const x = PAGE.margin + (i % 2) * (WIDTH / 2);
      const ly = y + 18 + Math.floor(i / 2) * 14;
      doc.font(FONT.regular).fontSize(9.5).fillColor(INK).text(`${line.label}: `, x, ly, { continued: true, lineBreak: false }).font(FONT.bold).text(line.value, { lineBreak: false });
    });
    y += height + 8;
  }
}

/** One chapter: its articles in turn, each block of rich text set as the site shows it (steps numbered, cautions boxed). */
function chapterPages(doc: Pdf, chapter: ManualChapter, theme: BrochureTheme, title: string, entries: ContentsEntry[]): void {
  doc.addPage();
  entries.push({ label: chapter.title, page: doc.bufferedPageRange().count, heading: true });
  pageBand(doc, theme, title, chapter.title);
  doc.x = PAGE.margin;
  doc.y = 100;
  const room = (needed: number) => { if (doc.y + needed > PAGE.height - PAGE.margin - 20) { doc.addPage(); doc.y = PAGE.margin; } };
  for (const article of chapter.articles) {
    room(60);
    entries.push({ label: article.title, page: doc.bufferedPageRange().count });
    doc.moveDown(0.6).font(FONT.bold).fontSize(14).fillColor(theme.band).text(article.title, PAGE.margin, doc.y, { width: WIDTH });
    let step = 0;
    for (const block of article.text) {
      room(30);
      doc.fillColor(INK);
      if (block.type === 'heading2' || block.type === 'heading3') doc.moveDown(0.4).font(FONT.bold).fontSize(11).text(block.text, PAGE.margin, doc.y, { width: WIDTH });
      else if (block.type === 'o-list-item') doc.font(FONT.regular).fontSize(10).text(`${(step += 1)}. ${block.text}`, PAGE.margin + 10, doc.y, { width: WIDTH - 10 });
      else if (block.type === 'list-item') doc.font(FONT.regular).fontSize(10).text(`• ${block.text}`, PAGE.margin + 10, doc.y, { width: WIDTH - 10 });
      else if (block.type === 'caution') doc.font(FONT.bold).fontSize(10).fillColor('#9b1c1c').text(`CAUTION: ${block.text}`, PAGE.margin, doc.y, { width: WIDTH });
      else if (block.type === 'note') doc.font(FONT.italic).fontSize(10).text(`Note: ${block.text}`, PAGE.margin, doc.y, { width: WIDTH });
      else doc.font(FONT.regular).fontSize(10).text(block.text, PAGE.margin, doc.y, { width: WIDTH });
      doc.moveDown(0.25);
    }
  }
}

/** The manual as PDF bytes: cover, contents, the floorplans' figures, one chapter per owner library category, numbered in the footer. */
export async function ownersManualPdf(content: ManualContent, companyName: string): Promise<Buffer> {
  const { brand, year } = content.catalogue;
  const theme = themeOf(liveryFor(brand.slug));
  const title = `${year} ${brand.name} Owner's Manual`;
  const pagesOfContents = Math.ceil((2 + content.chapters.reduce((n, c) => n + 1 + c.articles.length, 0)) / CONTENTS_PER_PAGE);
  return renderPdf(
    { title, author: companyName, subject: `${title}: weights and capacities, towing, electrical, plumbing, comfort and care` },
    (doc) => {
      coverPage(doc, content, theme, companyName);
      for (let i = 0; i < pagesOfContents; i += 1) doc.addPage();
      const entries: ContentsEntry[] = [];
      floorplanPages(doc, content, theme, title, entries);
      for (const chapter of content.chapters) chapterPages(doc, chapter, theme, title, entries);
      contentsPages(doc, 1, entries, theme, title, CONTENTS_PER_PAGE);
    },
    (page, pages) => (page === 1 ? '' : `${title} · page ${page} of ${pages}`),
  );
}
