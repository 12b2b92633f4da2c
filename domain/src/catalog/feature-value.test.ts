import { mergeFeatureValues, type ModelFeature } from './feature-value';

const f = (label: string, value: 'S' | 'O' | 'M', source = 'SO', group = 'Exterior', sequence = 1): ModelFeature => ({ group, label, value, sequence, source });

describe('feature value per model set (consumer spec: entities and fields; states and transitions)', () => {
  it.each([
    ['on every model with one value keeps it', [[f('Awning', 'S')], [f('Awning', 'S')]], 'S'],
    ['optional on every model stays O', [[f('Awning', 'O')], [f('Awning', 'O')]], 'O'],
    ['on some models but not all becomes M', [[f('Awning', 'S')], []], 'M'],
    ['differing values are forced to M', [[f('Awning', 'S')], [f('Awning', 'O')]], 'M'],
    ['a single model keeps its own value', [[f('Awning', 'O')]], 'O'],
  ])('%s', (_name, featureLists, expected) => {
    const merged = mergeFeatureValues((featureLists as ModelFeature[][]).map((features) => ({ modelYear: 2025, features })));
    expect(merged.map((m) => [m.label, m.value])).toEqual([['Awning', expected]]);
  });

  it('counts only models from 2022 on', () => {
    const merged = mergeFeatureValues([
      { modelYear: 2021, features: [] },
      { modelYear: 2025, features: [f('Awning', 'S')] },
    ]);
    expect(merged).toEqual([f('Awning', 'S')]);
  });

  it('counts only features whose source is SO', () => {
    const merged = mergeFeatureValues([{ modelYear: 2025, features: [f('Awning', 'S'), f('Brochure blurb', 'S', 'MKT')] }]);
    expect(merged.map((m) => m.label)).toEqual(['Awning']);
  });

  it('orders by the given group order, then sequence', () => {
    const merged = mergeFeatureValues([{ modelYear: 2026, features: [f('Island', 'S', 'SO', 'Kitchen Features', 2), f('Sink', 'S', 'SO', 'Kitchen Features', 1), f('Awning', 'S')] }], ['Kitchen Features', 'Exterior']);
    expect(merged.map((m) => m.label)).toEqual(['Sink', 'Island', 'Awning']);
  });

  it('gives nothing for no counted model', () => expect(mergeFeatureValues([{ modelYear: 2020, features: [f('Awning', 'S')] }])).toEqual([]));
});
