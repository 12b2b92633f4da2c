import {
  buildLines, buildQueryString, buildTotals, chosenOptionCodes, EXTERIOR_PAINT_GROUP, includedBy, optionCode, optionDisplayName, parseBuildQuery, toggleOption, type BuildOption,
} from './build-rules';

describe('option codes', () => {
  it.each([['Power Awning with LED Lighting', 'power-awning-with-led-lighting'], ['Washer/Dryer Prep', 'washer-dryer-prep'], [' Onan 5500 LP Generator ', 'onan-5500-lp-generator']])(
    '%s -> %s', (name, code) => expect(optionCode(name)).toBe(code));
});

const option = (code: string, price: number, extra: Partial<BuildOption> = {}): BuildOption =>
  ({ code, kind: 'option', name: code, group: 'Exterior', price, weight: 10, includes: [], ...extra });

const OPTIONS: BuildOption[] = [
  option('package-1', 2495, { kind: 'package', name: 'OPTION PACKAGE 1', includes: ['awning', 'tv'], weight: 60 }),
  option('package-2', 1295, { kind: 'package', name: 'Comfort And Convenience Package', includes: [] }),
  option('awning', 1199),
  option('tv', 649),
  option('fireplace', 899, { group: 'Interior', weight: 45 }),
];

describe('build price arithmetic', () => {
  it.each([
    [[], 50000, 0, 50000],
    [['fireplace'], 50000, 899, 50899],
    [['awning', 'fireplace'], 50000, 2098, 52098],
    [['package-1', 'awning'], 50000, 2495, 52495],
    [['package-1', 'package-2', 'fireplace'], 67095, 4689, 71784],
  ])('%j on %i: options %i, total %i', (selected, base, options, total) => {
    expect(buildTotals(base, buildLines(OPTIONS, selected))).toMatchObject({ base, options, total });
  });

  it.each([[0], [null], [1_000_001]])('a base MSRP of %s is TBD: no total', (base) => {
    expect(buildTotals(base, buildLines(OPTIONS, ['fireplace']))).toMatchObject({ base: null, options: 899, total: null });
  });

  it('adds option weights', () => {
    expect(buildTotals(1, buildLines(OPTIONS, ['package-1', 'fireplace'])).weight).toBe(105);
  });
});

describe('option lines', () => {
  it('lists packages first, in list order, with spec (constants and limits) normalised names, and leaves out what a package includes', () => {
    expect(buildLines(OPTIONS, ['fireplace', 'awning', 'package-2', 'package-1']).map((l) => l.name)).toEqual([
      'OPTIONAL PACKAGE ONE', 'Comfort & Convenience Package', 'fireplace',
    ]);
  });
  it.each([['OPTION PACKAGE ONE', 'OPTIONAL PACKAGE ONE'], ['Option Package 2', 'OPTIONAL PACKAGE TWO'], ['Heat And Air', 'Heat & Air']])('%s -> %s', (name, shown) => {
    expect(optionDisplayName({ name })).toBe(shown);
  });
});

describe('toggling options', () => {
  it('adds and removes', () => {
    expect(toggleOption(OPTIONS, [], 'tv')).toEqual(['tv']);
    expect(toggleOption(OPTIONS, ['tv'], 'tv')).toEqual([]);
  });
  it('a package takes over the options it includes', () => {
    expect(toggleOption(OPTIONS, ['tv', 'fireplace'], 'package-1')).toEqual(['fireplace', 'package-1']);
    expect(includedBy(OPTIONS, ['package-1'], 'tv')?.code).toBe('package-1');
    expect(toggleOption(OPTIONS, ['package-1'], 'tv')).toEqual(['package-1']);
  });
  it('ignores unknown codes', () => expect(toggleOption(OPTIONS, ['tv'], 'nope')).toEqual(['tv']));
  it('keeps one exterior paint: choosing another paint drops the first, and other options stay', () => {
    const paints = [...OPTIONS, option('black', 4999, { group: EXTERIOR_PAINT_GROUP }), option('gold', 4999, { group: EXTERIOR_PAINT_GROUP })];
    expect(toggleOption(paints, ['tv', 'black'], 'gold')).toEqual(['tv', 'gold']);
    expect(toggleOption(paints, ['gold'], 'gold')).toEqual([]);
    expect(toggleOption(paints, ['gold'], 'tv')).toEqual(['gold', 'tv']);
  });
});

describe('the build in the URL', () => {
  it('round-trips', () => {
    const text = buildQueryString({ year: 2026, options: ['package-1', 'fireplace'], decor: 'urban-loft', token: null });
    expect(text).toBe('?year=2026&options=package-1%2Cfireplace&decor=urban-loft');
    expect(parseBuildQuery(new URLSearchParams(text))).toEqual({ year: 2026, options: ['package-1', 'fireplace'], decor: 'urban-loft', token: null });
  });
  it('drops bad years and codes', () => {
    expect(parseBuildQuery(new URLSearchParams('year=abc&options=ok,BAD CODE,ok&build=abc'))).toEqual({ year: null, options: ['ok'], decor: null, token: 'abc' });
  });
});

describe('the options a build has (for matching dealer stock)', () => {
  it('counts options chosen on their own and those a chosen package includes, never the package itself', () => {
    expect(chosenOptionCodes(OPTIONS, ['package-1', 'fireplace'])).toEqual(['awning', 'tv', 'fireplace']);
    expect(chosenOptionCodes(OPTIONS, ['package-2'])).toEqual([]);
    expect(chosenOptionCodes(OPTIONS, ['tv', 'gone'])).toEqual(['tv']);
  });
});
