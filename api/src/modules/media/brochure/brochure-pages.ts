import type { Livery } from '../elevation/livery';
import { FONT, hex, isDark, PAGE, type Pdf } from '../pdf';
import type { BrochureContent, BrochureDecor, BrochureFloorplan, FeatureGroup } from './brochure-content';

const INK = '#1d2b36';
const MUTED = '#5a6470';
const WIDTH = PAGE.width - 2 * PAGE.margin;

/** The brand's colours as a brochure uses them: bands in the cap colour, rules in the accent, text readable on both. */
export interface BrochureTheme { band: string; onBand: string; accent: string; soft: string }

export function themeOf(livery: Livery): BrochureTheme {
  const band = hex(livery.cap);
  return { band, onBand: isDark(band) ? '#ffffff' : INK, accent: hex(livery.accent), soft: hex(livery.accent2) };
}

/** A band across the top of a page in the brand's colour, with a kicker line and a title. */
export function pageBand(doc: Pdf, theme: BrochureTheme, kicker: string, title: string, right?: string): void {
  doc.rect(0, 0, PAGE.width, 78).fill(theme.band).rect(0, 78, PAGE.width, 4).fill(theme.accent);
  doc.font(FONT.bold).fontSize(9).fillColor(theme.onBand).text(kicker.toUpperCase(), PAGE.margin, 20, { width: WIDTH, lineBreak: false });
  doc.font(FONT.bold).fontSize(24).fillColor(theme.onBand).text(title, PAGE.margin, 36, { width: WIDTH - 80, lineBreak: false });
  if (right) doc.font(FONT.bold).fontSize(24).text(right, PAGE.margin, 36, { width: WIDTH, align: 'right', lineBreak: false });
  doc.fillColor(INK).font(FONT.regular).fontSize(10);
}

export function coverPage(doc: Pdf, content: BrochureContent, theme: BrochureTheme, art: Buffer, companyName: string): void {
  const { brand, year, sections } = content;
  doc.addPage({ margin: 0 });
  doc.image(art, 0, 0, { fit: [PAGE.width, 600], align: 'center' });
  doc.rect(0, 600, PAGE.width, 192).fill(theme.band).rect(0, 600, PAGE.width, 8).fill(theme.accent);
  doc.font(FONT.bold).fontSize(40).fillColor(theme.onBand).text(`${year} ${brand.name}`, PAGE.margin, 636, { width: WIDTH, lineBreak: false });
  doc.font(FONT.regular).fontSize(14).fillColor(theme.onBand)
    .text(`${sections.map((s) => s.name).join(' · ')} · Product Brochure`, PAGE.margin, 690, { width: WIDTH, lineBreak: false });
  doc.fontSize(11).text(`${companyName} · ${sections.reduce((n, s) => n + s.floorplans.length, 0)} floorplans`, PAGE.margin, 716, { width: WIDTH, lineBreak: false });
}

export interface ContentsEntry { label: string; page: number; heading?: boolean }

/** The contents, written after the pages they list (their numbers are known then) on the pages reserved for it. */
export function contentsPages(doc: Pdf, firstPage: number, entries: readonly ContentsEntry[], theme: BrochureTheme, title: string, perPage: number): void {
  for (let p = 0; p * perPage < entries.length; p += 1) {
    doc.switchToPage(firstPage + p);
    pageBand(doc, theme, title, p === 0 ? 'Contents' : 'Contents (continued)');
    let y = 104;
    for (const entry of entries.slice(p * perPage, (p + 1) * perPage)) {
      doc.font(entry.heading ? FONT.bold : FONT.regular).fontSize(entry.heading ? 12 : 11).fillColor(entry.heading ? theme.band : INK);
      doc.text(entry.label, PAGE.margin + (entry.heading ? 0 : 12), y, { width: WIDTH - 60, lineBreak: false });
      doc.text(String(entry.page), PAGE.margin, y, { width: WIDTH, align: 'right', lineBreak: false });
      y += entry.heading ? 20 : 15;
    }
  }
}

/** One floorplan: its exterior (door side), its floorplan drawing, the specification table and its packages. */
export function floorplanPage(doc: Pdf, fp: BrochureFloorplan, images: { elevation: Buffer; floorplan: Buffer }, theme: BrochureTheme, sectionName: string): void {
  const { row } = fp;
  doc.addPage();
  pageBand(doc, theme, `${row.brand_name} · ${sectionName}`, row.name, String(row.model_year));
  const badges = [row.new_floorplan && 'New floorplan', row.most_popular && 'Most popular', row.stock_only && 'Dealer stock only'].filter(Boolean).join(' · ');
  doc.font(FONT.regular).fontSize(11).fillColor(INK).text(row.description, PAGE.margin, 94, { width: WIDTH });
  if (badges) doc.font(FONT.bold).fontSize(9).fillColor(theme.accent).text(badges.toUpperCase(), { width: WIDTH });
  doc.image(images.elevation, PAGE.margin, 128, { fit: [WIDTH, 180], align: 'center' });
  doc.image(images.floorplan, PAGE.margin, 312, { fit: [WIDTH, 172], align: 'center' });
  specTable(doc, fp, theme, 496);
}

function specTable(doc: Pdf, fp: BrochureFloorplan, theme: BrochureTheme, top: number): void {
  doc.font(FONT.bold).fontSize(12).fillColor(theme.band).text('Specifications', PAGE.margin, top);
  doc.rect(PAGE.margin, top + 16, WIDTH, 1.5).fill(theme.accent);
  const perColumn = Math.ceil(fp.specs.length / 2);
  const columnWidth = (WIDTH - 24) / 2;
  fp.specs.forEach((line, i) => {
    const x = PAGE.margin + (i < perColumn ? 0 : columnWidth + 24);
    const y = top + 24 + (i % perColumn) * 15;
    if (i % 2 === 0) doc.rect(x, y - 3, columnWidth, 15).fill('#f2f4f6');
    doc.font(FONT.regular).fontSize(9.5).fillColor(MUTED).text(line.label, x + 4, y, { width: columnWidth / 2, lineBreak: false });
    doc.font(FONT.bold).fillColor(INK).text(line.value, x + columnWidth / 2, y, { width: columnWidth / 2 - 4, align: 'right', lineBreak: false });
  });
  const after = top + 30 + perColumn * 15;
  if (fp.packages.length) {
    doc.font(FONT.bold).fontSize(10).fillColor(theme.band).text('Packages: ', PAGE.margin, after, { continued: true })
      .font(FONT.regular).fillColor(INK).text(fp.packages.join(' · '), { width: WIDTH });
  }
  doc.font(FONT.italic).fontSize(8).fillColor(MUTED).text('Base MSRP excludes options, freight, prep and taxes. Weights are estimates; see the unit\'s labels.', PAGE.margin, 724, { width: WIDTH, lineBreak: false });
}

/** Standard features and options over the year's floorplans, group by group; flows onto more pages when long. */
export function featurePages(doc: Pdf, groups: readonly FeatureGroup[], theme: BrochureTheme, title: string): void {
  doc.addPage();
  pageBand(doc, theme, title, 'Standard features & options');
  doc.font(FONT.regular).fontSize(10).fillColor(MUTED)
    .text(`Standard means on every ${title} floorplan, optional means available on every one; the rest come with some floorplans only.`, PAGE.margin, 96, { width: WIDTH });
  doc.moveDown(0.8);
  for (const g of groups) {
    if (doc.y > PAGE.height - 140) {
      doc.addPage();
      pageBand(doc, theme, title, 'Standard features & options (continued)');
      doc.y = 100;
    }
    doc.font(FONT.bold).fontSize(13).fillColor(theme.band).text(g.group, PAGE.margin, doc.y, { width: WIDTH });
    for (const [label, items] of [['Standard', g.standard], ['Optional', g.optional], ['On some floorplans', g.varies]] as const) {
      if (items.length === 0) continue;
      doc.font(FONT.bold).fontSize(10).fillColor(INK).text(`${label}: `, { continued: true, width: WIDTH }).font(FONT.regular).text(`${items.join(', ')}.`);
    }
    doc.moveDown(0.6);
  }
}

/** The décor choices: each interior drawn in its palette, with its name, description and colour chips. */
export function decorPage(doc: Pdf, decors: ReadonlyArray<{ decor: BrochureDecor; interior: Buffer }>, theme: BrochureTheme, title: string): void {
  doc.addPage();
  pageBand(doc, theme, title, 'Décor');
  const rowHeight = Math.min(150, (PAGE.height - 150) / Math.max(decors.length, 1));
  decors.forEach(({ decor, interior }, i) => {
    const y = 100 + i * rowHeight;
    const imageWidth = Math.min(240, (rowHeight - 12) * (16 / 9));
    doc.image(interior, PAGE.margin, y, { fit: [imageWidth, rowHeight - 12] });
    const x = PAGE.margin + imageWidth + 18;
    doc.font(FONT.bold).fontSize(14).fillColor(theme.band).text(decor.name, x, y, { width: WIDTH - imageWidth - 18 });
    doc.font(FONT.regular).fontSize(10).fillColor(INK).text(decor.description, { width: WIDTH - imageWidth - 18 });
    decor.palette.forEach((colour, c) => doc.rect(x + c * 34, doc.y + 6, 28, 18).fillAndStroke(hex(colour), '#8d9196'));
    doc.font(FONT.regular).fontSize(8).fillColor(MUTED).text('Walls and fabric · cabinetry · accents', x, doc.y + 30, { width: WIDTH - imageWidth - 18 });
  });
}

export function backPage(doc: Pdf, content: BrochureContent, theme: BrochureTheme, companyName: string): void {
  doc.addPage();
  pageBand(doc, theme, `${content.year} ${content.brand.name}`, 'See it for yourself');
  doc.font(FONT.regular).fontSize(11).fillColor(INK)
    .text(`Every ${content.brand.name} floorplan, with 360° tours where we have them, is at /product/${content.brand.slug}. Build and price yours at /build-my-rv, and find a dealer near you at /find-a-dealer.`, PAGE.margin, 104, { width: WIDTH })
    .moveDown()
    .text('Prices are manufacturer\'s suggested retail prices and exclude freight, dealer preparation, options and taxes. Weights, capacities and specifications are subject to change without notice; the labels on each unit are final. Features and décor shown may be optional.', { width: WIDTH })
    .moveDown()
    .font(FONT.bold).fillColor(theme.band).text(`${companyName} · ${content.year} ${content.brand.name}`);
}
