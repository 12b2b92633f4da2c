/**
 * Typo tolerance by edit distance, not pg_trgm (trigrams miss one-letter swaps in short names, see
 * docs/decisions.md): a dictionary of the words an engine's pages use, and the closest dictionary word
 * by Damerau-Levenshtein distance.
 */

/** Lower-cased words of a text, letters and digits only ("Half-Ton" gives half, ton). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? [];
}

/** Edit distance with adjacent transpositions ("cuogar" is one edit from "cougar"); stops early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/** How many edits a word of this length may carry: none for short words, where guesses go wrong. */
export function allowedEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length <= 6 ? 1 : 2;
}

/** A word counts as known when the dictionary has it, or its plural or singular. */
function isKnown(word: string, dictionary: Map<string, number>): boolean {
  return dictionary.has(word) || dictionary.has(`${word}s`) || dictionary.has(`${word}es`)
    || (word.endsWith('s') && dictionary.has(word.slice(0, -1))) || (word.endsWith('es') && dictionary.has(word.slice(0, -2)));
}

/**
 * The dictionary word a misspelt word most likely meant: fewest edits, then most pages. Null when
 * the word is known, numeric, short or nothing is close enough.
 */
export function correctWord(word: string, dictionary: Map<string, number>): string | null {
  if (/\d/.test(word) || isKnown(word, dictionary)) return null;
  const max = allowedEdits(word);
  if (max === 0) return null;
  let best: { term: string; distance: number; documents: number } | null = null;
  for (const [term, documents] of dictionary) {
    if (term.length < 3) continue;
    const distance = editDistance(word, term, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && documents > best.documents)) best = { term, distance, documents };
  }
  return best?.term ?? null;
}

/** Page counts per word over the given texts (each page counts a word once). */
export function buildDictionary(pages: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) for (const word of new Set(wordsOf(page))) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** Up to `limit` dictionary words near a word (two edits at most), most used first: "did you mean" offers. */
export function closeWords(word: string, dictionary: Map<string, number>, limit = 3): string[] {
  if (word.length < 3 || /\d/.test(word)) return [];
  const max = Math.max(1, allowedEdits(word));
  return [...dictionary]
    .filter(([term]) => term !== word && term.length >= 3 && editDistance(word, term, max) <= max)
    .sort((a, b) => editDistance(word, a[0], max) - editDistance(word, b[0], max) || b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([term]) => term);
}
