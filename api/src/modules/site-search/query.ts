/** Turns a typed term into what the SQL of the engine needs: safe tsquery text, corrections, exact keys. */
import { referenceIdsIn } from '@rv/domain/search';
import { correctWord, wordsOf } from './typo';

export interface PreparedQuery {
  /** Every word must match (its correction counts as a match); null when the term has no words. */
  all: string | null;
  /** Any word may match: the fallback when no page has them all. */
  any: string | null;
  /** As `all`, with the last word also matched as a prefix (the user is still typing it). */
  prefix: string | null;
  /** Lower-cased model reference ids typed (spec: validation rules), matched exactly against floorplans. */
  referenceIds: string[];
  /** The term and its corrected form, lower-cased, for exact title and brand matches. */
  phrases: string[];
  /** The term with misspelt words replaced, when any were; shown as "results for ...". */
  corrected: string | null;
}

/** Operands are letters and digits only, so nothing typed can change the tsquery's structure. */
export function prepareQuery(term: string, dictionary: Map<string, number>): PreparedQuery {
  const words = wordsOf(term).slice(0, 12);
  const corrections = words.map((w) => correctWord(w, dictionary));
  const operands = words.map((w, i) => (corrections[i] ? `(${w} | ${corrections[i]})` : w));
  const join = (parts: string[], op: string) => (parts.length ? parts.join(` ${op} `) : null);
  const last = words.length - 1;
  // The last word is still being typed: it matches as a prefix, and its correction as a word.
  const prefixed = operands.map((op, i) => (i !== last ? op : corrections[i] ? `(${words[i]}:* | ${corrections[i]})` : `${words[i]}:*`));
  const correctedWords = words.map((w, i) => corrections[i] ?? w);
  const phrase = words.join(' ');
  const corrected = corrections.some(Boolean) ? correctedWords.join(' ') : null;
  return {
    all: join(operands, '&'),
    any: words.length > 1 ? join(operands, '|') : null,
    prefix: join(prefixed, '&'),
    referenceIds: referenceIdsIn(term).map((id) => id.toLowerCase()),
    phrases: [...new Set([phrase, ...(corrected ? [corrected] : [])])].filter(Boolean),
    corrected,
  };
}
