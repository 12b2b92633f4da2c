import { PDFParse } from 'pdf-parse';

/** The text of each page of a PDF, as a reader that searches or copies it gets it (API tests and journeys). */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).pages.map((p) => p.text);
  } finally {
    await parser.destroy();
  }
}
