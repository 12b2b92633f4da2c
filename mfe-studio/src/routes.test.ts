import declared from './routes.json';
import { pages } from './routes';

it('has a page for every route mfe-studio declares in routes.json, and no page without a route', () => {
  const mine = declared.map((route) => route.name);
  expect(mine.length).toBeGreaterThan(1);
  expect(mine.filter((name) => !pages[name])).toEqual([]);
  expect(Object.keys(pages).filter((name) => !mine.includes(name))).toEqual([]);
});
