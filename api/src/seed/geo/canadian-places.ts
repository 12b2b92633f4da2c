import { CA_PROVINCES } from '@rv/domain/forms';
import { MIS_ENCODED_WORDS } from './mis-encoded-words';
import type { PackagePostalCode } from './zipcodes-data';

/** A forward sortation area as the zipcodes package holds it. */
export type RawCanadianPlace = PackagePostalCode;

export interface CanadianPlace {
  postalCode: string;
  placeName: string;
  adminCode: string;
  latitude: number;
  longitude: number;
}

/** Province names as the data set spells them, beside the form's own labels. */
const PROVINCE_ALIASES: Readonly<Record<string, string>> = { 'northwest territory': 'NT', 'nunavut territory': 'NU' };

/** Areas whose description names an institution, not a town: the town they are in (null: not a place). */
const FSA_PLACES: Readonly<Record<string, string | null>> = {
  K1A: 'Ottawa', G1A: 'Quebec City', M5W: 'Toronto', M7Y: 'Toronto', H4Z: 'Montreal', H5A: 'Montreal', H5B: 'Montreal', H0H: null,
};

/** Descriptions that name a part of a city by its side of town. */
const CITY_ALIASES: Readonly<Record<string, string>> = { 'Central Toronto': 'Toronto', 'East Toronto': 'Toronto', 'West Toronto': 'Toronto' };

/** Words that say which part of a town an area is ("Calgary Northeast", "Kamloops Central And Southeast"). */
const PART_OF_TOWN = new Set(['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest', 'central', 'inner',
  'outer', 'upper', 'lower', 'northern', 'southern', 'outskirts', 'extremities', 'riverbank', 'mid-riverbank', 'mid-harbour', 'subdivisions',
  'rcm', 'and', '&']);

/** "Victoria Central British Columbia Provincial Government": the government's offices, named after the town. */
const GOVERNMENT_OFFICES = new RegExp(`\\s+(${[...CA_PROVINCES.map((p) => p.label), 'Newfoundland & Labrador'].join('|')})?\\s*Provincial Government$`, 'i');

/** Small words kept in lower case inside a name ("Sainte-Anne-de-Bellevue", "Channel-Port aux Basques"). */
const PARTICLES = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'a', 'à', 'au', 'aux', 'sur', 'en', 'et', 'of', 'and', 'the']);

/** The two-letter code of a province named as the form or the data set names it. */
export function provinceCode(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return CA_PROVINCES.find((p) => p.label.toLowerCase() === key)?.value ?? PROVINCE_ALIASES[key];
}

/** Puts back the accented letters lost as U+FFFD; a word not in the table loses the character. */
export function repairEncoding(text: string): string {
  return text.replace(/[A-Za-z\uFFFD]*\uFFFD[A-Za-z\uFFFD]*/g, (word) => {
    const fixed = MIS_ENCODED_WORDS[word.toLowerCase()] ?? word.replace(/\uFFFD/g, '');
    return word[0] === word[0].toUpperCase() && word[0] !== '\uFFFD' ? capitalize(fixed) : fixed;
  });
}

const capitalize = (word: string) => word.charAt(0).toLocaleUpperCase('fr-CA') + word.slice(1);

/** One hyphen-separated part: "mcmurray" -> "McMurray", "l'île" -> "L'Île", "d'or" -> "d'Or"; a last "a" is a name ("Iroquois Falls A"). */
function casePart(part: string, first: boolean, last: boolean): string {
  const lower = part.toLocaleLowerCase('fr-CA');
  const elided = /^(l|d|qu)'(.+)$/.exec(lower);
  if (elided) return `${first || elided[1] === 'qu' ? capitalize(elided[1]) : elided[1]}'${capitalize(elided[2])}`;
  if (!first && !last && PARTICLES.has(lower)) return lower;
  if (/^mc[a-z]{2,}/.test(lower)) return `Mc${capitalize(lower.slice(2))}`;
  return capitalize(part);
}

/** Title case for place names, French particles in lower case after the first word. */
export function titleCase(name: string): string {
  const words = name.split(' ');
  return words.map((word, w) => {
    const parts = word.split('-');
    return parts.map((part, p) => casePart(part, w === 0 && p === 0, w === words.length - 1 && p === parts.length - 1)).join('-');
  }).join(' ');
}

function dropPartOfTown(name: string): string {
  const words = name.split(' ');
  while (words.length > 1 && PART_OF_TOWN.has(words[words.length - 1].toLowerCase())) words.pop();
  return words.join(' ');
}

/**
 * The town of an area's description. A rural area (second character 0) is described by its region with
 * its main town in brackets ("Eastern Alberta (st. Paul)"); an urban one by its town with the
 * neighbourhoods in brackets ("Calgary (city Centre / Calgary Tower)") or its side of town ("Calgary Northeast").
 */
export function townOfArea(fsa: string, description: string): string | undefined {
  if (fsa in FSA_PLACES) return FSA_PLACES[fsa] ?? undefined;
  const text = repairEncoding(description).replace(/\s*-\s+/g, '-').replace(/\s+/g, ' ').trim();
  const bracket = /^(.*?)\s*\(([^)]*)\)/.exec(text);
  let name = bracket ? (fsa[1] === '0' ? bracket[2].split('/')[0] : bracket[1]) : text;
  name = name.replace(GOVERNMENT_OFFICES, '').replace(/^Downtown\s+/i, '').trim();
  name = titleCase(dropPartOfTown(name));
  return CITY_ALIASES[name] ?? (name || undefined);
}

/** A clean place (two-letter province, town name) or undefined when the area has no point, province or town. */
export function cleanCanadianPlace(raw: RawCanadianPlace): CanadianPlace | undefined {
  const adminCode = provinceCode(raw.state);
  const placeName = townOfArea(raw.zip, raw.city);
  if (!adminCode || !placeName || typeof raw.latitude !== 'number' || typeof raw.longitude !== 'number') return undefined;
  return { postalCode: raw.zip, placeName, adminCode, latitude: raw.latitude, longitude: raw.longitude };
}
