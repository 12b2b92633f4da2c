import {
  couponState, kpiTimeFrameLabel, missionState, rewardProgress, sortAchievements, sortCoupons, sortMissions, type Coupon, type Reward,
} from './rewards-display';

const NOW = new Date('2026-11-22T17:00:00Z');

const reward = (id: string, fields: Partial<Reward> = {}, completed = 0, required = 10): Reward => ({
  id, name: id, type: 'achievement', description: '', tags: [{ tag: 'sales' }], awarded: null,
  attrs: { points: required, progress: { criteriaProgress: [{ required, completed }] } }, ...fields,
});
const awarded = (on: string) => ({ rewardId: 'r', awardedOn: on });
const coupon = (code: string, expiresOn: string, used = false): Coupon => ({ id: code, code, name: code, description: '', expiresOn, used });

describe('achievement progress and order', () => {
  it('is 100% once earned, the criteria share before, 0 when the progress cannot be read', () => {
    expect(rewardProgress(reward('a', { awarded: awarded('2026-01-01') }, 2))).toBe(100);
    expect(rewardProgress(reward('b', {}, 4))).toBe(40);
    expect(rewardProgress(reward('c', { attrs: { points: 5 } }))).toBe(0);
  });

  it('lists earned ones first (newest first), then the closest to being earned, then by name', () => {
    const list = [
      reward('zeta', {}, 9), reward('old', { awarded: awarded('2026-02-01') }), reward('alpha', {}, 1),
      reward('new', { awarded: awarded('2026-10-01') }), reward('beta', {}, 1),
    ];
    expect(sortAchievements(list).map((r) => r.id)).toEqual(['new', 'old', 'zeta', 'alpha', 'beta']);
  });
});

describe('mission state and order', () => {
  it('is completed once awarded, upcoming before its first day, ended after its last day, active between (days inclusive)', () => {
    expect(missionState(reward('m', { awarded: awarded('2026-10-02'), startsOn: '2026-01-01', endsOn: '2026-02-01' }), NOW)).toBe('completed');
    expect(missionState(reward('m', { startsOn: '2026-11-23', endsOn: '2026-12-31' }), NOW)).toBe('upcoming');
    expect(missionState(reward('m', { startsOn: '2026-11-22', endsOn: '2026-12-31' }), NOW)).toBe('active');
    expect(missionState(reward('m', { startsOn: '2026-09-01', endsOn: '2026-11-22' }), NOW)).toBe('active');
    expect(missionState(reward('m', { startsOn: '2026-09-01', endsOn: '2026-11-21' }), NOW)).toBe('ended');
    expect(missionState(reward('m', { startsOn: null, endsOn: null }), NOW)).toBe('active');
  });

  it('lists active missions first (ending soonest first), then upcoming, completed and ended', () => {
    const list = [
      reward('ended', { startsOn: '2026-03-01', endsOn: '2026-05-31' }),
      reward('year-end', { startsOn: '2026-10-01', endsOn: '2026-12-31' }),
      reward('done', { startsOn: '2026-07-01', endsOn: '2026-12-31', awarded: awarded('2026-08-01') }),
      reward('next-year', { startsOn: '2027-01-01', endsOn: '2027-03-31' }),
      reward('fall', { startsOn: '2026-09-01', endsOn: '2026-11-30' }),
    ];
    expect(sortMissions(list, NOW).map((m) => m.id)).toEqual(['fall', 'year-end', 'next-year', 'done', 'ended']);
  });
});

describe('coupon state and order', () => {
  it('is used when used (even if expired), expired after its expiry day, valid up to and on it', () => {
    expect(couponState(coupon('a', '2026-01-01', true), NOW)).toBe('used');
    expect(couponState(coupon('b', '2026-11-21'), NOW)).toBe('expired');
    expect(couponState(coupon('c', '2026-11-22'), NOW)).toBe('valid');
  });

  it('lists ready-to-use coupons expiring soonest first, then used, then expired', () => {
    const list = [coupon('old', '2026-10-01'), coupon('used', '2026-12-01', true), coupon('later', '2027-01-15'), coupon('soon', '2026-12-10')];
    expect(sortCoupons(list, NOW).map((c) => c.code)).toEqual(['soon', 'later', 'used', 'old']);
  });
});

describe('KPI time frames', () => {
  it.each([['month', 'Month to Date'], ['all', 'Year to Date'], ['week', 'Week to Date'], ['day', 'Today'], ['quarter', 'quarter']])('%s reads %s', (frame, label) => {
    expect(kpiTimeFrameLabel(frame)).toBe(label);
  });
});
