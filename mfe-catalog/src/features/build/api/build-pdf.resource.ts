/** A saved build's spec sheet as a PDF, made by the API (GET /api/media/build/{token}.pdf), so no PDF code ships to the browser. */
export const buildPdfUrl = (token: string): string => `/api/media/build/${encodeURIComponent(token)}.pdf`;

/** Starts the download of a saved build's PDF, as a link with `download` would when clicked. */
export function downloadBuildPdf(token: string): void {
  const link = document.createElement('a');
  link.href = buildPdfUrl(token);
  link.download = `build-${token}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
}
