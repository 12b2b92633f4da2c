import { BENTO_COLUMNS, bentoLayout, cardSliderLayout, groupsOf, showLoadMore } from './layout-rules';

/** Every row of a layout is filled: the cells cover exactly (6 columns x rows) with no holes. */
function tiles(cells: Array<{ columns: number; rows: number }>): boolean {
  const rows = Math.max(...cells.map((c) => c.rows)) + cells.length;
  const grid: boolean[][] = Array.from({ length: rows }, () => Array(BENTO_COLUMNS).fill(false));
  for (const cell of cells) {
    let placed = false;
    for (let r = 0; r < rows && !placed; r++) {
      for (let c = 0; c + cell.columns <= BENTO_COLUMNS && !placed; c++) {
        const free = grid.slice(r, r + cell.rows).every((row) => row.slice(c, c + cell.columns).every((x) => !x));
        if (free && r + cell.rows <= rows) {
          for (let rr = r; rr < r + cell.rows; rr++) for (let cc = c; cc < c + cell.columns; cc++) grid[rr][cc] = true;
          placed = true;
        }
      }
    }
    if (!placed) return false;
  }
  const used = grid.filter((row) => row.some(Boolean));
  return used.every((row) => row.every(Boolean));
}

describe('bento layout by count (spec: screens and routes, "1 to 5 cards, layout by count", max 5, 6 columns)', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 6],
    [2, 2, 3],
    [3, 3, 4],
    [4, 4, 2],
    [5, 5, 4],
    [8, 5, 4],
    [-1, 0, 0],
  ])('%i cards -> %i cells, the featured first card spans %i columns', (count, cells, featured) => {
    const layout = bentoLayout(count);
    expect(layout).toHaveLength(cells);
    expect(layout[0]?.columns ?? 0).toBe(featured);
  });

  it.each([1, 2, 3, 4, 5])('%i cards tile the 6 columns with no holes', (count) => {
    expect(tiles(bentoLayout(count))).toBe(true);
  });
});

describe('groupsOf (spec: constants and limits: solution cards in 2s, brand grid in 5s)', () => {
  it.each([
    [[], 2, []],
    [[1], 2, [[1]]],
    [[1, 2, 3], 2, [[1, 2], [3]]],
    [[1, 2, 3, 4], 2, [[1, 2], [3, 4]]],
    [[1, 2, 3, 4, 5, 6, 7], 5, [[1, 2, 3, 4, 5], [6, 7]]],
    [[1, 2, 3, 4, 5], 5, [[1, 2, 3, 4, 5]]],
  ])('%j in groups of %i -> %j', (items, size, expected) => {
    expect(groupsOf(items, size)).toEqual(expected);
  });

  it.each([0, -1, 1.5])('rejects a group size of %p', (size) => {
    expect(() => groupsOf([1], size)).toThrow(RangeError);
  });
});

describe('card slider layout (spec: screens and routes, stacked solution and brand cards; fewer than 4 is special)', () => {
  it.each([
    ['solution', 6, { stacked: true, groupSize: 2, few: false }],
    ['brand', 21, { stacked: true, groupSize: 5, few: false }],
    ['support-article', 3, { stacked: false, groupSize: 1, few: true }],
    ['support-article', 4, { stacked: false, groupSize: 1, few: false }],
    ['bento', 2, { stacked: false, groupSize: 1, few: true }],
    ['additional-help', 5, { stacked: false, groupSize: 1, few: false }],
  ] as const)('%s with %i cards', (type, count, expected) => {
    expect(cardSliderLayout(type, count)).toEqual(expected);
  });
});

describe('support grid Load More (spec: states and transitions: hides when all pages are shown; page 16)', () => {
  it.each([
    [1, 3, true],
    [2, 3, true],
    [3, 3, false],
    [1, 1, false],
    [1, 0, false],
  ])('page %i of %i -> Load More %p', (shown, total, expected) => {
    expect(showLoadMore(shown, total)).toBe(expected);
  });
});
