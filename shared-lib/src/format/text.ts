/** Text normalisation rules of spec consumer §9. */

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
