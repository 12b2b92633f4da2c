/**
 * One CSV cell (RFC 4180). A value a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe, so a visitor's text can never become a formula in the sales team's Excel.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
