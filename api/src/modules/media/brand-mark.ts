import type { EmblemShape, Livery } from './elevation/livery';
import { escapeXml, n } from './elevation/svg-util';

/** The motif inside each emblem's disc, drawn in a 60 x 60 box (accent and second accent colours). */
const MOTIFS: Record<EmblemShape, (a: string, b: string) => string> = {
  mountain: (a, b) => `<path d="M10 44 L24 20 L31 31 L38 22 L50 44Z" fill="${a}"/><path d="M24 20 L28 27 L24 25 L20 27Z" fill="${b}"/>`,
  shield: (a, b) => `<path d="M30 11 L46 17 V30 C46 40 39 46 30 50 C21 46 14 40 14 30 V17Z" fill="${a}"/><path d="M20 27 L30 35 L40 27 V32 L30 40 L20 32Z" fill="${b}"/>`,
  bolt: (a, b) => `<path d="M34 9 L18 34 H29 L25 51 L43 24 H32Z" fill="${a}" stroke="${b}" stroke-width="2" stroke-linejoin="round"/>`,
  wave: (a, b) => `<path d="M10 30 C17 22 23 22 30 30 C37 38 43 38 50 30" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round"/><path d="M10 41 C17 33 23 33 30 41 C37 49 43 49 50 41" fill="none" stroke="${b}" stroke-width="4" stroke-linecap="round"/>`,
  compass: (a, b) => `<path d="M30 9 L34 26 L51 30 L34 34 L30 51 L26 34 L9 30 L26 26Z" fill="${a}"/><circle cx="30" cy="30" r="4" fill="${b}"/>`,
  leaf: (a, b) => `<path d="M14 46 C14 24 28 13 47 13 C47 33 36 46 14 46Z" fill="${a}"/><path d="M16 44 C24 34 32 26 42 18" fill="none" stroke="${b}" stroke-width="2.5"/>`,
  diamond: (a, b) => `<path d="M30 8 L52 30 L30 52 L8 30Z" fill="${a}"/><path d="M30 19 L41 30 L30 41 L19 30Z" fill="${b}"/>`,
  sun: (a, b) => `<path d="M12 40 A18 18 0 0 1 48 40Z" fill="${a}"/>${[-60, -30, 0, 30, 60].map((deg) => `<rect x="29" y="8" width="2.5" height="8" fill="${b}" transform="rotate(${deg} 30 40)"/>`).join('')}<rect x="8" y="42" width="44" height="3" fill="${b}"/>`,
};

/** A bold capital's advance in em (DejaVu Sans Bold), so the word fits its space in every renderer. */
const CAP_ADVANCE = 0.74;

/**
 * A brand's mark: its emblem (a disc in the cap colour with the brand's motif) and its word mark set in its livery's
 * style, with an underline in the swoosh colours. 240 x 60, as the content seed declares brand logos.
 */
export function brandMarkSvg(label: string, livery: Livery): string {
  const word = label.toUpperCase();
  const em = word.length * (CAP_ADVANCE + livery.tracking);
  const size = Math.min(30, 168 / em);
  const width = em * size;
  const style = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700"${livery.italic ? ' font-style="italic"' : ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60" width="240" height="60" role="img" aria-label="${escapeXml(label)}">`
    + `<circle cx="30" cy="30" r="28" fill="${livery.cap}"/><circle cx="30" cy="30" r="25" fill="none" stroke="${livery.accent2}" stroke-width="1.5"/>`
    + MOTIFS[livery.emblem](livery.accent === livery.cap ? livery.accent2 : livery.accent, livery.body)
    + `<text x="66" y="${n(30 + size * 0.36)}" ${style} font-size="${n(size)}" letter-spacing="${n(livery.tracking * size)}" textLength="${n(width)}" lengthAdjust="spacingAndGlyphs" fill="${livery.cap}">${escapeXml(word)}</text>`
    + `<path d="M66 ${n(36 + size * 0.45)} H${n(66 + width * 0.7)} L${n(70 + width * 0.75)} ${n(39 + size * 0.45)} H66Z" fill="${livery.accent}"/>`
    + `<path d="M${n(72 + width * 0.75)} ${n(36 + size * 0.45)} H${n(66 + width)} V${n(39 + size * 0.45)} H${n(76 + width * 0.75)}Z" fill="${livery.accent2}"/>`
    + '</svg>';
}
