import { buildLines, buildTotals } from '@rv/domain/build';
import { buildWeight } from '@rv/domain/build';
import { formatDollars, formatMsrp, formatWeight, MSRP_LABEL } from '@rv/domain/format';
import { titleFromSlug } from '@rv/domain/format';
import type { Database } from '../../../db/database';
import { notFound } from '../../../http/errors';
import { createBuildPrice } from '../../buildprice/service';
import { catalogSearchFor } from '../../catalog-search/service';
import { drawElevation } from '../elevation/draw-elevation';
import { liveryFor } from '../elevation/livery';
import { specsFromRow } from '../elevation/specs';
import { FONT, PAGE, renderPdf, svgToJpeg, type Pdf } from '../pdf';
import { pageBand, themeOf, type BrochureTheme } from './brochure-pages';

const WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '#1d2b36';
const MUTED = '#5a6470';

/** Rows of label and value, the last one bold when `total` (the price table's total, the weights' GVWR are not). */
function table(doc: Pdf, theme: BrochureTheme, heading: string, rows: ReadonlyArray<[string, string]>, top: number, total = false): number {
  doc.font(FONT.bold).fontSize(12).fillColor(theme.band).text(heading, PAGE.margin, top);
  doc.rect(PAGE.margin, top + 16, WIDTH, 1.5).fill(theme.accent);
  rows.forEach(([label, value], i) => {
    const y = top + 24 + i * 17;
    const last = total && i === rows.length - 1;
    if (last) doc.rect(PAGE.margin, y - 4, WIDTH, 1).fill(INK);
    else if (i % 2 === 0) doc.rect(PAGE.margin, y - 4, WIDTH, 17).fill('#f2f4f6');
    doc.font(last ? FONT.bold : FONT.regular).fontSize(10.5).fillColor(INK).text(label, PAGE.margin + 6, y, { width: WIDTH * 0.7, lineBreak: false });
    doc.font(FONT.bold).text(value, PAGE.margin, y, { width: WIDTH - 6, align: 'right', lineBreak: false });
  });
  return top + 32 + rows.length * 17;
}

/**
 * A saved build's spec sheet as PDF bytes: what the build summary shows (exterior, base MSRP, each chosen
 * option's price, décor, total and weights) priced as of today, with a note for the dealer. 404 when the
 * token is unknown or its floorplan is no longer offered.
 */
export async function buildSheetPdf(db: Database, token: string, companyName: string): Promise<Buffer> {
  const search = catalogSearchFor(db);
  const build = await createBuildPrice(db, search).restore(token);
  const model = build.model;
  if (!model) throw notFound(`The ${build.modelName} ${build.modelYear} of this build is no longer offered, so it cannot be priced.`);
  const idx = await search.index();
  const row = idx.rows[idx.byUniqueId.get(model.uniqueId) ?? -1];
  const lines = buildLines(model.options, build.options.map((o) => o.code));
  const totals = buildTotals(model.basePrice, lines);
  const weight = buildWeight(model, totals.weight);
  const livery = liveryFor(model.brandSlug);
  const theme = themeOf(livery);
  const exterior = row ? await svgToJpeg(drawElevation(specsFromRow(row), livery, 'side-right'), 1000) : null;
  const title = `${model.name} ${model.modelYear}`;
  return renderPdf({ title: `Your ${title}`, author: companyName, subject: `Build ${token}: ${title} with its options and prices` }, (doc) => {
    doc.addPage();
    pageBand(doc, theme, `${companyName} · Build & price`, `Your ${title}`);
    if (exterior) doc.image(exterior, PAGE.margin, 96, { fit: [WIDTH, 190], align: 'center' });
    let y = exterior ? 300 : 100;
    for (const gone of build.missing.options) {
      doc.font(FONT.bold).fontSize(10).fillColor('#9a3412').text(`${gone.name} is no longer offered on this floorplan and was left out.`, PAGE.margin, y, { width: WIDTH });
      y = doc.y + 4;
    }
    y = table(doc, theme, 'Price of your build', [
      [MSRP_LABEL, formatMsrp(model.basePrice)],
      ...lines.map((l): [string, string] => [l.name, formatDollars(l.price)]),
      ['Decor', build.decor ? titleFromSlug(build.decor) : 'Not chosen'],
      ['Total', totals.total === null ? 'TBD' : formatDollars(totals.total)],
    ], y, true);
    if (weight) {
      y = table(doc, theme, 'Weight of your build', [
        ['Estimated weight', formatWeight(weight.estimatedWeight)], [weight.hitchLabel, formatWeight(weight.hitchWeight)],
        ['Cargo capacity left', weight.remainingCargo > 0 ? formatWeight(weight.remainingCargo) : 'None'], ['GVWR', formatWeight(weight.gvwr)],
      ], y + 8);
    }
    doc.font(FONT.italic).fontSize(9).fillColor(MUTED)
      .text('* Prices are manufacturer\'s suggested retail prices; freight, prep and taxes are extra. See your dealer for final pricing.', PAGE.margin, y + 4, { width: WIDTH });
    const summary = `/build-my-rv/${model.brandSlug}/${model.typeClassSlug}/${encodeURIComponent(model.referenceId)}/summary?build=${token}`;
    dealerNote(doc, theme, { token, summary, referenceId: model.referenceId, year: model.modelYear, codes: lines.map((l) => l.code), decor: build.decor });
  }, (page, pages) => `Your ${title} · build ${token} · page ${page} of ${pages}`);
}

interface NoteFacts { token: string; summary: string; referenceId: string; year: number; codes: string[]; decor: string | null }

/** What a dealer needs to quote the build: its code, floorplan, option codes, décor and where to open it. */
function dealerNote(doc: Pdf, theme: BrochureTheme, { token, summary, referenceId, year, codes, decor }: NoteFacts): void {
  const top = Math.max(doc.y + 16, 600);
  doc.rect(PAGE.margin, top, WIDTH, 110).lineWidth(1.5).stroke(theme.accent);
  doc.font(FONT.bold).fontSize(11).fillColor(theme.band).text('For your dealer', PAGE.margin + 12, top + 10, { width: WIDTH - 24 });
  doc.font(FONT.regular).fontSize(9.5).fillColor(INK).text(
    `Build code ${token}: floorplan ${referenceId}, model year ${year}; options ${codes.join(', ') || 'none'}; decor ${decor ?? 'not chosen'}. `
    + `The customer's build opens at ${summary}. Availability, final price and delivery are set by the dealer.`,
    { width: WIDTH - 24 },
  );
}
