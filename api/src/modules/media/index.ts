/** What other API modules use from the media module: the one way the API makes PDFs. */
export { FONT, PAGE, renderPdf, type Pdf } from './pdf';
