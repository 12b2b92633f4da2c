import { ROUTES } from '@rv/shared-lib';
import { pages } from './routes';

it('has a page for every route the shared route table gives mfe-dealer', () => {
  const mine = ROUTES.filter((route) => route.remote === 'mfe-dealer').map((route) => route.name);
  expect(mine.length).toBeGreaterThan(10);
  expect(mine.filter((name) => !pages[name])).toEqual([]);
  expect(Object.keys(pages).filter((name) => !mine.includes(name))).toEqual([]);
});
