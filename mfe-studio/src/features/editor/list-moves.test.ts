import { moved } from './list-moves';

describe('moving a block or item in its list', () => {
  it('moves one entry up or down and keeps the order of the others', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('changes nothing for a move out of the list or onto itself, and never the list it was given', () => {
    const list = ['a', 'b'];
    expect(moved(list, 0, 2)).toEqual(['a', 'b']);
    expect(moved(list, -1, 0)).toEqual(['a', 'b']);
    expect(moved(list, 1, 1)).toEqual(['a', 'b']);
    moved(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});
