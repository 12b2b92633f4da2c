import { spiffClaimDescription } from './points-catalogue';

describe('spiffClaimDescription', () => {
  it.each([
    [1200, 'Alpine', '3712KB', 'Was paid a $1,200 spiff for an Alpine 3712KB.'],
    [250, 'Montana', '3831RL', 'Was paid a $250 spiff for a Montana 3831RL.'],
    [75, 'Outback', '330RL', 'Was paid a $75 spiff for an Outback 330RL.'],
  ])('$%p for %s %s reads "%s"', (amount, group, item, text) => {
    expect(spiffClaimDescription(amount, group, item)).toBe(text);
  });
});
