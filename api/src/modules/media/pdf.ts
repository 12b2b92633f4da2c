import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** A pdfkit document; text set in the standard fonts stays real text a reader can search and copy. */
export type Pdf = PDFKit.PDFDocument;

/** US Letter in points, and the margin every page keeps. */
export const PAGE = { width: 612, height: 792, margin: 48 } as const;
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;

interface PdfInfo { title: string; author: string; subject: string }

/**
 * A PDF made by `draw` on Letter pages, as bytes. Pages stay buffered so the footer can number them
 * "page n of N" once the count is known.
 */
export async function renderPdf(info: PdfInfo, draw: (doc: Pdf) => void | Promise<void>, footer: (page: number, pages: number) => string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER', margin: PAGE.margin, autoFirstPage: false, bufferPages: true, compress: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: info.author },
    displayTitle: true, lang: 'en-US',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    const text = footer(i - start + 1, count);
    if (!text) continue;
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(8).fillColor('#5a6470')
      .text(text, PAGE.margin, PAGE.height - 30, { width: PAGE.width - 2 * PAGE.margin, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** An SVG drawing as a JPEG `width` pixels wide on white: small to embed, and pdfkit embeds a JPEG as it is. */
export async function svgToJpeg(svg: string, width: number, quality = 76): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 96 }).resize({ width }).flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer();
}

/** A CSS hex colour as given, or a dark grey for anything else (pdfkit would silently draw black). */
export const hex = (colour: string): string => (/^#[0-9a-f]{6}$/i.test(colour) ? colour : '#333333');

/** Whether a colour is dark enough for white text on it (relative luminance under 0.45). */
export function isDark(colour: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex(colour).slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.45;
}
