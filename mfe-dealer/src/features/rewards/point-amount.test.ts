import { pointAmount } from './point-amount';

describe('pointAmount: the point names of dealer spec (entities and fields) with an amount', () => {
  it.each([
    [1, 'Courses Completed', '1 Course Completed'],
    [3, 'Courses Completed', '3 Courses Completed'],
    [1, 'Units Sold', '1 Unit Sold'],
    [0, 'Units Sold', '0 Units Sold'],
    [1200, 'Sales', '1,200 Sales'],
    [1, 'Learning', '1 Learning'],
    [2500, 'Spendable Points', '2,500 Spendable Points'],
  ])('%d %s reads "%s"', (amount, name, text) => {
    expect(pointAmount(amount, name)).toBe(text);
  });
});
