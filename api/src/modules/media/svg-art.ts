/** Generated artwork: every picture of the site is drawn from data, so the repo holds no binaries. */

function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A landscape with mountains, a road and a travel trailer, coloured by the name. */
export function sceneSvg(name: string, width = 800, height = 500): string {
  const h = hashOf(name);
  const hue = h % 360;
  const sky = `hsl(${hue} 55% 78%)`;
  const far = `hsl(${(hue + 30) % 360} 25% 45%)`;
  const near = `hsl(${(hue + 90) % 360} 30% 32%)`;
  const peak = 120 + (h % 120);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(name)}">
<rect width="${width}" height="${height}" fill="${sky}"/>
<circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.08}" fill="#fff6d5"/>
<path d="M0 ${height * 0.7} L${width * 0.25} ${peak} L${width * 0.45} ${height * 0.55} L${width * 0.7} ${peak + 40} L${width} ${height * 0.6} V${height} H0Z" fill="${far}"/>
<path d="M0 ${height * 0.8} Q${width * 0.5} ${height * 0.65} ${width} ${height * 0.82} V${height} H0Z" fill="${near}"/>
<rect x="${width * 0.3}" y="${height * 0.62}" width="${width * 0.32}" height="${height * 0.14}" rx="12" fill="#f4f4f4" stroke="#333" stroke-width="3"/>
<rect x="${width * 0.34}" y="${height * 0.65}" width="${width * 0.08}" height="${height * 0.05}" fill="#6b8db5"/>
<circle cx="${width * 0.5}" cy="${height * 0.77}" r="${height * 0.03}" fill="#222"/>
</svg>`;
}
