import { SUB_BRANDS } from '@rv/domain';
import { coolWeatherBrandReferenceIds, PRICE_ANSWERS, quizFilterModel, quizSearchFilters, sleepsRange, weightCap } from '@rv/domain/quiz';
import { answerProbes, answerQuestion, disabledAnswers, isQuizDirty, parseQuizAnswers, quizHeaderLink, quizProgress, quizQuery } from './quiz-state';
import { QUIZ_QUESTIONS } from '@rv/domain/quiz';

describe('spec (constants and limits) weight caps by tow vehicle', () => {
  it.each([
    ['suv-light', 5000], ['half-ton', 8500], ['three-quarter-ton', 13000], ['one-ton', 17000], ['anything-else', 17000],
  ])('%s tows up to %i lb', (vehicle, cap) => {
    expect(weightCap(vehicle)).toBe(cap);
    expect(quizSearchFilters(quizFilterModel({ 'tow-vehicle': [vehicle] }))['models.weight']).toEqual(
      vehicle === 'anything-else' ? undefined : { from: 0, to: cap },
    );
  });
});

describe('spec (constants and limits) price answers', () => {
  it.each([
    ['under-40k', 'Less than 40K', 0, 40000], ['40-60k', '$40-60K', 40000, 70000], ['60-80k', '$60-80K', 60000, 90000], ['80k-plus', '$80K or more', 80000, 1200000],
  ])('%s (%s) is %i to %i', (id, label, from, to) => {
    expect(PRICE_ANSWERS.find((p) => p.id === id)?.label).toBe(label);
    expect(quizSearchFilters(quizFilterModel({ budget: [id] }))['models.price']).toEqual({ from, to });
  });
});

describe('spec (constants and limits) sleeps rule', () => {
  it.each([
    ['1-2', { from: 2, to: 5, avg: 3.5 }], ['3-4', { from: 3, to: 4, avg: 3.5 }], ['1-4', { from: 2, to: 4, avg: 3 }],
    ['2-2', { from: 2, to: 5, avg: 3.5 }], ['9-14', { from: 9, to: 14, avg: 11.5 }], ['9-20', { from: 9, to: 14, avg: 11.5 }],
    ['x', null], ['6-3', null],
  ])('%s reads as %j', (answer, expected) => {
    expect(sleepsRange(answer)).toEqual(expected);
  });

  it('sends the sleeps range as the models.sleeps filter', () => {
    expect(quizSearchFilters(quizFilterModel({ sleeps: ['1-2'] }))['models.sleeps']).toEqual({ from: 2, to: 5 });
  });
});

describe('spec (constants and limits) cool-weather brand exclusion', () => {
  const kept = coolWeatherBrandReferenceIds();
  it.each(['SG', 'HI', 'BL', 'BLCF', 'PPSL', 'PPGT', 'PR'])('leaves out %s', (ref) => expect(kept).not.toContain(ref));
  it.each(['MO', 'CG', 'AP', 'OBUL'])('keeps %s', (ref) => expect(kept).toContain(ref));
  it('only for all-season campers', () => {
    expect(quizSearchFilters(quizFilterModel({ seasons: ['all-season'] })).brand).toEqual({ referenceId: kept });
    expect(quizSearchFilters(quizFilterModel({ seasons: ['three-season'] })).brand).toBeUndefined();
    expect(kept.length).toBe(SUB_BRANDS.length - 7);
  });
});

describe('the quiz filter model (spec: entities and fields)', () => {
  it('maps every question', () => {
    const model = quizFilterModel({
      'new-owner': ['yes'], 'tow-vehicle': ['half-ton'], sleeps: ['3-4'], budget: ['40-60k'], type: ['travel-trailers'],
      'toy-hauler': ['yes'], seasons: ['three-season'], features: ['bunkhouse', 'king_bed', 'solar_power_system'],
    });
    expect(model).toEqual({
      new_rv_owner: true, weight: { from: 0, to: 8500 }, sleeps: { from: 3, to: 4, avg: 3.5 }, price: { from: 40000, to: 70000 },
      type: 'travel-trailers', toy_hauler: true, seasons: 'three-season', bunkhouse: true, king_bed: true, solar_power_system: true,
    });
    expect(quizSearchFilters(model)).toMatchObject({
      'models.type': ['travel-trailers'], 'models.toy_hauler': true, 'models.bunkhouse': true, 'models.king_bed': true, 'models.solar_power_system': true,
    });
  });

  it.each(['fireplace', 'kitchen_island', 'outdoor_kitchen', 'private_second_bedroom', 'washerdryer_prep', 'awnings'])('feature %s is a boolean filter', (f) => {
    expect(quizSearchFilters(quizFilterModel({ features: [f] }))[`models.${f}`]).toBe(true);
  });

  it('the new-owner answer adds no filter', () => {
    expect(Object.keys(quizSearchFilters(quizFilterModel({ 'new-owner': ['no'] })))).toEqual(['model']);
  });

  it('a "no" to toy haulers leaves them out (model.toyHauler false); "yes" keeps only them', () => {
    expect(quizSearchFilters(quizFilterModel({ 'toy-hauler': ['no'] }))).toEqual({ model: { showOnWeb: true, active: true, toyHauler: false } });
    expect(quizSearchFilters(quizFilterModel({ 'toy-hauler': ['yes'] }))).toEqual({ model: { showOnWeb: true, active: true }, 'models.toy_hauler': true });
  });
});

describe('spec (states and transitions) answering', () => {
  const answered = { 'new-owner': ['yes'], 'tow-vehicle': ['half-ton'], sleeps: ['3-4'], budget: ['40-60k'] };
  it('changing an earlier answer resets the later ones', () => {
    expect(answerQuestion(answered, 'tow-vehicle', ['one-ton'])).toEqual({ 'new-owner': ['yes'], 'tow-vehicle': ['one-ton'] });
  });
  it('the same answer again keeps them', () => {
    expect(answerQuestion(answered, 'tow-vehicle', ['half-ton'])).toEqual(answered);
  });
  it('is dirty once answered; the link reads Back to Results off the results page', () => {
    expect(isQuizDirty({})).toBe(false);
    expect(isQuizDirty(answered)).toBe(true);
    expect(quizHeaderLink({}, false)).toBe('Start Over');
    expect(quizHeaderLink(answered, false)).toBe('Back to Results');
    expect(quizHeaderLink(answered, true)).toBe('Start Over');
  });
  it('progress runs to 100 on results', () => {
    expect(quizProgress(0)).toBe(0);
    expect(quizProgress(4)).toBe(50);
    expect(quizProgress('results')).toBe(100);
  });
  it('round-trips through the URL, dropping unknown answers', () => {
    const query = quizQuery({ ...answered, features: ['bunkhouse', 'awnings'] });
    expect(parseQuizAnswers(new URLSearchParams(`${query}&sleeps=&type=boat&junk=1`))).toEqual({ ...answered, sleeps: ['3-4'], features: ['bunkhouse', 'awnings'] });
    expect(parseQuizAnswers(new URLSearchParams('budget=under-40k,80k-plus'))).toEqual({ budget: ['under-40k'] });
  });
});

describe('spec (states and transitions) disabling answers with no results', () => {
  it('probes each later answer with the answers before it', () => {
    const probes = answerProbes({ 'tow-vehicle': ['suv-light'], budget: ['under-40k'] });
    const total = QUIZ_QUESTIONS.slice(1).reduce((n, q) => n + q.answers.length, 0);
    expect(probes).toHaveLength(total);
    const fifth = probes.find((p) => p.questionId === 'type' && p.answerId === 'fifth-wheels')!;
    expect(fifth.filters).toMatchObject({ 'models.weight': { from: 0, to: 5000 }, 'models.price': { from: 0, to: 40000 }, 'models.type': ['fifth-wheels'] });
    const tow = probes.find((p) => p.questionId === 'tow-vehicle' && p.answerId === 'one-ton')!;
    expect(tow.filters['models.price']).toBeUndefined();
  });
  it('must-have features are probed together with those already chosen', () => {
    const probe = answerProbes({ features: ['bunkhouse'] }).find((p) => p.answerId === 'fireplace')!;
    expect(probe.filters).toMatchObject({ 'models.bunkhouse': true, 'models.fireplace': true });
  });
  it('disables the answers whose count is 0, not those not yet counted', () => {
    const probes = answerProbes({});
    const counts = probes.map((p, i) => (i === 0 ? 0 : i === 1 ? null : 5));
    expect([...disabledAnswers(probes, counts)]).toEqual([`${probes[0].questionId}:${probes[0].answerId}`]);
  });
});
