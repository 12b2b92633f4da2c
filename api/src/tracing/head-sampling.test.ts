import { sampleRatio, tracedAtTheDoor } from './head-sampling';

describe('the share of requests traced', () => {
  it('is 1% unless the standard variables say otherwise', () => {
    expect(sampleRatio({})).toBe(0.01);
    expect(sampleRatio({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' })).toBe(0.25);
    expect(sampleRatio({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '1' })).toBe(1);
    expect(sampleRatio({ OTEL_TRACES_SAMPLER: 'always_on' })).toBe(1);
    expect(sampleRatio({ OTEL_TRACES_SAMPLER: 'parentbased_always_on' })).toBe(1);
    expect(sampleRatio({ OTEL_TRACES_SAMPLER: 'always_off' })).toBe(0);
  });

  it('refuses a ratio that is not a share, naming the variable', () => {
    expect(() => sampleRatio({ OTEL_TRACES_SAMPLER_ARG: 'half' })).toThrow('OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, not "half"');
    expect(() => sampleRatio({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow('OTEL_TRACES_SAMPLER_ARG');
  });
});

describe('whether a request is traced', () => {
  const sampled = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
  const notSampled = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00';

  it("follows the caller's traceparent whatever the ratio", () => {
    expect(tracedAtTheDoor(sampled, 0)).toBe(true);
    expect(tracedAtTheDoor(notSampled, 1)).toBe(false);
  });

  it('draws by the ratio without a valid traceparent', () => {
    expect(tracedAtTheDoor(undefined, 0.05, () => 0.049)).toBe(true);
    expect(tracedAtTheDoor(undefined, 0.05, () => 0.05)).toBe(false);
    expect(tracedAtTheDoor('not-a-traceparent', 1, () => 0.99)).toBe(true);
    expect(tracedAtTheDoor(undefined, 0, () => 0)).toBe(false);
  });

  it('traces about the ratio of many requests', () => {
    let traced = 0;
    for (let i = 0; i < 20_000; i += 1) if (tracedAtTheDoor(undefined, 0.05)) traced += 1;
    expect(traced / 20_000).toBeGreaterThan(0.04);
    expect(traced / 20_000).toBeLessThan(0.06);
  });
});
