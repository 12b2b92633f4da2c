/** Generated artwork for cards: author avatars and the region map. */

function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const initials = (name: string) => name.split('-').filter(Boolean).slice(0, 2).map((w) => w[0].toUpperCase()).join('');
const words = (name: string) => name.split('-').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

/** An author avatar: initials on a coloured disc. */
export function avatarSvg(name: string): string {
  const hue = hashOf(name) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(words(name))}">
<circle cx="60" cy="60" r="60" fill="hsl(${hue} 40% 45%)"/>
<text x="60" y="74" font-family="Arial, Helvetica, sans-serif" font-size="42" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>
</svg>`;
}

/** The East / West region map of the filter panel's region modal (spec: screens and routes). */
export function regionMapSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 600" width="960" height="600" role="img" aria-label="Map of North America split into the East and West regions">
<rect width="960" height="600" fill="#e8f1f8"/>
<path d="M120 120 L420 80 L430 520 L180 500 L90 330Z" fill="#c9793a" stroke="#fff" stroke-width="4"/>
<path d="M420 80 L820 110 L880 300 L780 520 L430 520Z" fill="#3a7ec9" stroke="#fff" stroke-width="4"/>
<text x="270" y="310" font-family="Arial, Helvetica, sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">WEST</text>
<text x="640" y="310" font-family="Arial, Helvetica, sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">EAST</text>
</svg>`;
}
