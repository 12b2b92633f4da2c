import { leaderboardRegion, leaderboardSamplingLabel, myRankText } from './leaderboard';

describe('leaderboard: my rank (dealer spec: entities and fields, myRank)', () => {
  it.each([
    [{ rank: 2, points: 2400 }, 'My rank: #2 with 2,400 points'],
    [{ rank: 1, points: 1 }, 'My rank: #1 with 1 point'],
    [{ rank: 2, points: 0 }, 'You are not ranked yet: no points in this time frame.'],
    [null, 'You are not ranked yet: no points in this time frame.'],
  ])('%p -> %p', (myRank, text) => expect(myRankText(myRank)).toBe(text));
});

describe('leaderboard: the region sampling names the region (dealer spec: constants and limits, sampling)', () => {
  it.each([['MT', 'West'], ['IN', 'Midwest'], ['TX', 'South'], ['PA', 'Northeast'], ['ON', 'Canada'], ['ZZ', 'ZZ']])('%s is in %s', (state, name) => {
    expect(leaderboardRegion(state).name).toBe(name);
    expect(leaderboardRegion(state).states).toContain(state);
  });
  it.each([
    ['region', 'West', 'Region (West)'], ['region', null, 'Region'], ['dealership', 'West', 'My Dealership'], ['all', 'West', 'National'],
  ] as const)('%s with %p -> %p', (sampling, region, label) => expect(leaderboardSamplingLabel(sampling, region)).toBe(label));
});
