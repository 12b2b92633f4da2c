/** Text display rules: the normalisations of consumer spec (constants and limits), and counts with their nouns. */
import { formatUsNumber } from '@rv/domain/locale';

const NUMBER_WORDS: Readonly<Record<string, string>> = { '1': 'ONE', '2': 'TWO', '3': 'THREE', '4': 'FOUR', '5': 'FIVE' };

/**
 * Option package names as the site shows them: 'OPTION PACKAGE 1' and 'OPTION PACKAGE ONE' become
 * 'OPTIONAL PACKAGE ONE' (any case, any of the numbers one to five), and ' And ' becomes ' & '.
 */
export function normaliseOptionPackageName(name: string): string {
  return name
    .replace(/\bOPTION(?:AL)? PACKAGE (\d|ONE|TWO|THREE|FOUR|FIVE)\b/gi, (_m, n: string) => `OPTIONAL PACKAGE ${NUMBER_WORDS[n] ?? n.toUpperCase()}`)
    .replace(/ And /g, ' & ');
}

/** 'fifth-wheels' -> 'Fifth Wheels': slugs as titles where no label is known. */
export function titleFromSlug(slug: string): string {
  return slug.split('-').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

/**
 * A count with its noun, singular only for exactly one: '1 floorplan', '0 floorplans', '1,234 RV types'.
 * The plural is the singular with an 's' unless given ('1 match', '2 matches').
 */
export function formatQuantity(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatUsNumber(count)} ${count === 1 ? singular : plural}`;
}

// Words spelt with a vowel but said with a consonant ('a Unity', 'a one-off') and the reverse ('an hour').
const SAID_WITH_CONSONANT = /^(?:uni|use|usa|eu|one|once|ubi)/i;
const SAID_WITH_VOWEL = /^(?:hour|honest|honou?r|heir)/i;

/**
 * The indefinite article a word takes, by its first sound: 'an' before a vowel sound ('an Alpine',
 * 'an Outback', 'an Impact'), 'a' otherwise ('a Cougar', 'a Hideout', 'a Unity'). `capital` starts a sentence.
 */
export function indefiniteArticle(word: string, capital = false): 'a' | 'an' | 'A' | 'An' {
  const text = word.trim();
  const an = SAID_WITH_VOWEL.test(text) || (/^[aeiou]/i.test(text) && !SAID_WITH_CONSONANT.test(text));
  if (capital) return an ? 'An' : 'A';
  return an ? 'an' : 'a';
}

/** A phrase with its indefinite article: 'an Alpine fifth wheel', or 'An Alpine ...' to start a sentence (alt text, headings). */
export function withIndefiniteArticle(phrase: string, capital = false): string {
  return `${indefiniteArticle(phrase, capital)} ${phrase}`;
}
