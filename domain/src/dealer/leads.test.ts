import { chooseLeadDealer, defaultLeadReportRange, leadReportRange, leadReportRangeSchema, leadStatusProblem, median, milesBetween, type LeadRoutingCandidate } from './leads';
import { TEAM_REPORT_MESSAGES } from './team-report';
import { VIN_MESSAGES, vinProblem } from './vin';

const goshen = { lat: 41.58, lng: -85.83 };
const dealer = (dealerNumber: string, lat: number, lng: number, extra: Partial<LeadRoutingCandidate> = {}): LeadRoutingCandidate => ({
  dealerNumber, lat, lng, brands: ['CG', 'MO'], optedOutBrands: [], dailyCapacity: null, leadsToday: 0, active: true, ...extra,
});

describe('the lead routing rule', () => {
  const near = dealer('D2', 41.55, -85.86);
  const farther = dealer('D3', 41.74, -85.92);
  const far = dealer('D4', 39.73, -104.92);

  it('picks the nearest active dealer selling the brand within the radius', () => {
    expect(chooseLeadDealer(goshen, 'CG', [farther, near, far], { radiusMiles: 150 })?.dealerNumber).toBe('D2');
  });
  it.each([
    ['an opted-out brand', { optedOutBrands: ['CG'] }],
    ['a full day', { dailyCapacity: 3, leadsToday: 3 }],
    ['an inactive dealership', { active: false }],
    ['another brand only', { brands: ['MO'] }],
  ])('skips the nearest for %s', (_what, extra) => {
    expect(chooseLeadDealer(goshen, 'CG', [{ ...near, ...extra }, farther], { radiusMiles: 150 })?.dealerNumber).toBe('D3');
  });
  it('skips dealers that let the lead wait, and answers the maker\'s queue (null) when none is in range or no place is known', () => {
    expect(chooseLeadDealer(goshen, 'CG', [near, farther], { radiusMiles: 150 }, ['D2'])?.dealerNumber).toBe('D3');
    expect(chooseLeadDealer(goshen, 'CG', [far], { radiusMiles: 150 })).toBeNull();
    expect(chooseLeadDealer(null, 'CG', [near], { radiusMiles: 150 })).toBeNull();
  });
  it('measures miles as the dealer locator does', () => {
    expect(milesBetween(goshen, { lat: 39.73, lng: -104.92 })).toBeCloseTo(1002, -1);
  });
});

describe('lead statuses', () => {
  it.each([
    ['new', 'sold', {}, 'A new lead cannot be marked sold.'],
    ['sold', 'lost', { lostReason: 'x' }, 'A sold lead cannot be marked lost.'],
    ['contacted', 'sold', {}, 'A sold lead needs the VIN of the unit sold.'],
    ['quoted', 'sold', { vin: '1M8GDM9A1KP042788' }, VIN_MESSAGES.checkDigit],
    ['quoted', 'sold', { vin: '1M8GDM9AXKP0427' }, VIN_MESSAGES.length],
    ['quoted', 'sold', { vin: '1M8GDM9AXKP04278O' }, VIN_MESSAGES.characters],
    ['new', 'lost', { lostReason: ' ' }, 'A lost lead needs a reason.'],
  ] as const)('%s -> %s with %j is refused: %s', (from, to, details, message) => {
    expect(leadStatusProblem(from, to, details)).toBe(message);
  });
  it('allows the forward path and a loss with a reason', () => {
    expect(leadStatusProblem('new', 'contacted', {})).toBeNull();
    expect(leadStatusProblem('contacted', 'sold', { vin: '1m8gdm9axkp042788' })).toBeNull();
    expect(leadStatusProblem('quoted', 'lost', { lostReason: 'Bought elsewhere' })).toBeNull();
  });
  it('checks the VIN check digit, X included', () => {
    expect(vinProblem('1M8GDM9AXKP042788')).toBeNull();
    expect(vinProblem('1M8GDM9A1KP042788')).toBe(VIN_MESSAGES.checkDigit);
  });
  it('takes the median of an even and an odd count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('the maker\'s leads report range', () => {
  const today = new Date('2026-12-07T15:00:00Z');
  it('defaults to the twelve weeks up to today, both ends included, and fills a missing end', () => {
    expect(defaultLeadReportRange(today)).toEqual({ from: '2026-09-15', to: '2026-12-07' });
    expect(leadReportRange({ from: '2026-11-01' }, today)).toEqual({ from: '2026-11-01', to: '2026-12-07', problem: null });
  });
  it.each([
    ['a date that is not one', { from: '2026-02-30', to: '2026-03-01' }, { field: 'from', message: TEAM_REPORT_MESSAGES.notADate('from', '2026-02-30') }],
    ['words for a date', { from: '2026-11-01', to: 'yesterday' }, { field: 'to', message: TEAM_REPORT_MESSAGES.notADate('to', 'yesterday') }],
    ['To before From', { from: '2026-11-02', to: '2026-11-01' }, { field: 'from', message: TEAM_REPORT_MESSAGES.fromAfterTo }],
  ])('refuses %s in words', (_, query, problem) => {
    expect(leadReportRange(query, today).problem).toEqual(problem);
  });
  it('the form\'s schema says the same words at the same field, and asks for both days', async () => {
    await expect(leadReportRangeSchema.validate({ from: '2026-11-02', to: '2026-11-01' })).rejects.toMatchObject({ path: 'from', message: TEAM_REPORT_MESSAGES.fromAfterTo });
    await expect(leadReportRangeSchema.validate({ from: '2026-11-01', to: '' })).rejects.toMatchObject({ path: 'to', message: TEAM_REPORT_MESSAGES.toRequired });
    await expect(leadReportRangeSchema.validate({ from: '2026-11-01', to: '2026-11-01' })).resolves.toBeTruthy();
  });
});
