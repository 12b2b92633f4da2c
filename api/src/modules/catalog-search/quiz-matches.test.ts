import { PRICE_ANSWERS, quizFilterModel, quizSearchFilters, sleepsRange, weightCap, type QuizAnswers } from '@rv/domain/quiz';
import { searchModels } from '../../../test/catalog-search';
import { testDbKind, testAppPerFile } from '../../../test/test-app';

jest.setTimeout(30000);

const ctx = testAppPerFile();

/** The floorplans a shopper's answers should match, counted in SQL from the answers themselves. */
async function expectedCount(answers: Record<string, string>): Promise<number> {
  const params: unknown[] = [];
  const where = ['m.active', 'm.show_on_web'];
  const sleeps = answers.sleeps ? sleepsRange(answers.sleeps) : null;
  if (sleeps) where.push(`m.sleeps BETWEEN $${params.push(sleeps.from)} AND $${params.push(sleeps.to)}`);
  if (answers['tow-vehicle']) where.push(`m.shipping_weight <= $${params.push(weightCap(answers['tow-vehicle']))}`);
  const price = PRICE_ANSWERS.find((p) => p.id === answers.budget);
  if (price) where.push(`m.price BETWEEN $${params.push(price.from)} AND $${params.push(price.to)}`);
  if (answers.type) where.push(`m.rv_type = $${params.push(answers.type)}`);
  if (answers['toy-hauler'] === 'no') where.push(`NOT ('toy_hauler' = ANY (m.flags))`);
  if (answers['toy-hauler'] === 'yes') where.push(`'toy_hauler' = ANY (m.flags)`);
  const sql = `SELECT count(*) AS n FROM catalog_models m WHERE ${where.join(' AND ')}`;
  return Number((await ctx().db.query<{ n: string }>(sql, params)).rows[0].n);
}

const toyHaulersIn = (refs: string[]) => ctx().db.query<{ n: string }>(
  `SELECT count(*) AS n FROM catalog_models WHERE unique_id = ANY ($1) AND 'toy_hauler' = ANY (flags)`, [refs],
).then((r) => Number(r.rows[0].n));

/** What the results page asks for its URL's answers. */
const quizSearch = (answers: Record<string, string>, size = 200) => {
  const chosen: QuizAnswers = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, [v]]));
  return searchModels(ctx().app, { size, filters: quizSearchFilters(quizFilterModel(chosen)) });
};

describe(`Get Matched results against the catalogue (${testDbKind})`, () => {
  const issue = { 'new-owner': 'yes', 'tow-vehicle': 'three-quarter-ton', sleeps: '7-8', budget: '80k-plus', type: 'fifth-wheels', 'toy-hauler': 'no', seasons: 'three-season' };
  it.each([
    ['the issue\'s link (no toy hauler)', issue],
    ['the same, toy hauler yes', { ...issue, 'toy-hauler': 'yes' }],
    ['travel trailers, no toy hauler', { 'tow-vehicle': 'half-ton', type: 'travel-trailers', 'toy-hauler': 'no' }],
    ['travel trailers, toy hauler', { 'tow-vehicle': 'one-ton', type: 'travel-trailers', 'toy-hauler': 'yes' }],
    ['fifth wheels, no toy hauler, any budget', { type: 'fifth-wheels', 'toy-hauler': 'no' }],
    ['sleeps 3-4 under 40K, no toy hauler', { sleeps: '3-4', budget: 'under-40k', 'toy-hauler': 'no' }],
  ])('%s: the count is the SQL count, and "no" lists no toy hauler', async (_, answers: Record<string, string>) => {
    const expected = await expectedCount(answers);
    const result = await quizSearch(answers);
    expect(result.total.value).toBe(expected);
    if (answers['toy-hauler'] === 'no') expect(await toyHaulersIn(result.docs.map((d) => d.uniqueId))).toBe(0);
    if (answers['toy-hauler'] === 'yes') expect(await toyHaulersIn(result.docs.map((d) => d.uniqueId))).toBe(result.docs.length);
  });

  it('"no" and "yes" split the floorplans of the answers before it', async () => {
    const before = { 'tow-vehicle': 'one-ton', type: 'fifth-wheels' };
    const [all, no, yes] = await Promise.all([quizSearch(before, 0), quizSearch({ ...before, 'toy-hauler': 'no' }, 0), quizSearch({ ...before, 'toy-hauler': 'yes' }, 0)]);
    expect(no.total.value).toBeGreaterThan(0);
    expect(yes.total.value).toBeGreaterThan(0);
    expect(no.total.value + yes.total.value).toBe(all.total.value);
  });

  it('a non-boolean toyHauler is a 400 naming the field', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/search/v1/models', payload: { filters: { model: { toyHauler: 'nope' } } } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('toyHauler');
  });
});
