import { cleanCanadianPlace, provinceCode, repairEncoding, titleCase, townOfArea } from './canadian-places';
import { canadianPostalCodes } from './zipcodes-data';

/** the zipcodes package's Canadian areas, cleaned into a town and a two-letter province. */
describe('Canadian place names from the postal data', () => {
  it.each([
    ['Alberta', 'AB'], ['British Columbia', 'BC'], ['Quebec', 'QC'], ['Newfoundland and Labrador', 'NL'],
    ['Northwest Territory', 'NT'], ['Nunavut Territory', 'NU'], ['Yukon', 'YT'], ['Renforth', undefined],
  ])('province %s is %s', (name, code) => {
    expect(provinceCode(name)).toBe(code);
  });

  it.each([
    ['T2P', 'Calgary (city Centre / Calgary Tower)', 'Calgary'],
    ['T0A', 'Eastern Alberta (st. Paul)', 'St. Paul'],
    ['T3N', 'Calgary Northeast', 'Calgary'],
    ['T2T', 'Calgary South (altadore / Bankview / Richmond)', 'Calgary'],
    ['V2C', 'Kamloops Central And Southeast', 'Kamloops'],
    ['V7S', 'West Vancouver North', 'West Vancouver'],
    ['V8W', 'Victoria Central British Columbia Provincial Government', 'Victoria'],
    ['M5V', 'Downtown Toronto (cn Tower / King And Spadina)', 'Toronto'],
    ['M6H', 'West Toronto (dufferin / Dovercourt Village)', 'Toronto'],
    ['K1A', 'Government Of Canada Ottawa And Gatineau Offices', 'Ottawa'],
    ['G0S', 'Chaudi\uFFFDre-nord (saint-joseph- De-beauce)', 'Saint-Joseph-de-Beauce'],
    ['G9A', 'Trois-rivi\uFFFDres East', 'Trois-Rivières'],
    ['H3E', "L'\uFFFDle-des-soeurs", "L'Île-des-Soeurs"],
    ['J9P', "Val-d'or", "Val-d'Or"],
    ['S0G', "South Central Saskatchewan (fort Qu'appelle)", "Fort Qu'Appelle"],
    ['T9H', 'Fort Mcmurray Outer Central', 'Fort McMurray'],
    ['A0M', 'Southwestern Newfoundland (channel-port Aux Basques)', 'Channel-Port aux Basques'],
    ['H0H', 'Reserved (santa Claus)', undefined],
  ])('%s "%s" is the town %s', (fsa, description, town) => {
    expect(townOfArea(fsa, description)).toBe(town);
  });

  it('puts back the accented letters shown as U+FFFD, keeping the case of the word', () => {
    expect(repairEncoding('Cap-pel\uFFFD')).toBe('Cap-pelé');
    // A lost first letter leaves the case to the title case that follows.
    expect(repairEncoding('Sept-\uFFFDles Southeast')).toBe('Sept-îles Southeast');
    expect(repairEncoding('Qu\uFFFDbec')).toBe('Québec');
    expect(repairEncoding('Unknown w\uFFFDrd')).toBe('Unknown wrd');
  });

  it('title-cases with French particles in lower case after the first word', () => {
    expect(titleCase('sainte-anne-de-bellevue')).toBe('Sainte-Anne-de-Bellevue');
    expect(titleCase('les îles-de-la-madeleine')).toBe('Les Îles-de-la-Madeleine');
    expect(titleCase('iroquois falls a')).toBe('Iroquois Falls A');
  });

  it('cleans every area of the data set: a known province agreeing with the first letter, a town without U+FFFD or brackets', () => {
    // Canada Post's first letters: A NL, B NS, C PE, E NB, G H J QC, K L M N P ON, R MB, S SK, T AB, V BC, X NT/NU, Y YT.
    const LETTER: Record<string, string[]> = { A: ['NL'], B: ['NS'], C: ['PE'], E: ['NB'], G: ['QC'], H: ['QC'], J: ['QC'], K: ['ON'], L: ['ON'],
      M: ['ON'], N: ['ON'], P: ['ON'], R: ['MB'], S: ['SK'], T: ['AB'], V: ['BC'], X: ['NT', 'NU'], Y: ['YT'] };
    const all = Object.values(canadianPostalCodes());
    const clean = all.map(cleanCanadianPlace).filter((p) => p !== undefined);
    expect(clean.length).toBeGreaterThan(1600);
    // Dropped: the areas without a point (their columns are shifted in the data set) and H0H, Santa's.
    expect(all.length - clean.length).toBeLessThanOrEqual(11);
    for (const place of clean) {
      expect({ fsa: place.postalCode, ok: LETTER[place.postalCode[0]].includes(place.adminCode) }).toEqual({ fsa: place.postalCode, ok: true });
      expect(place.placeName).toMatch(/^[^\uFFFD()/]+$/);
      expect(place.placeName).toBe(place.placeName.trim());
    }
  });
});
