import { PROGRAM_LINE_STATUS as S, SALESPERSON_SPIFF_PROGRAM_TYPE } from '@rv/domain/dealer';
import type { Random } from '../random';
import { DEMO_DEALERSHIPS, daysAgo, isoDate, type SeedPerson } from './people';

/** Half-year salesperson spiff programs from 2025 up to the one running now, so approved lines stay claimable on any date. */
function programs(now: Date): Array<{ id: string; start: string; end: string }> {
  const out = [];
  for (let year = 2025; year <= now.getUTCFullYear(); year += 1) {
    for (const [month, end] of [['01', '06-30'], ['07', '12-31']]) {
      const start = `${year}-${month}-01`;
      if (start <= isoDate(now)) out.push({ id: `PR-${String(year).slice(2)}${month}01`, start, end: `${year}-${end}` });
    }
  }
  return out;
}
const AMOUNTS = [100, 150, 200, 300, 500];

/** A seeded dealer_programs row. */
export interface SeedProgram { program_id: string; name: string; amount: number; start_date: string; end_date: string; regions: string[] }

/**
 * The maker's programs behind the seeded lines: each half-year salesperson spiff ($200 on any sale), and a
 * Great Lakes bonus ($100 more for buyers in Indiana, Michigan or Ohio) during the running half-year.
 */
export function seedPrograms(now: Date): SeedProgram[] {
  const all = programs(now);
  const current = all[all.length - 1];
  return [
    ...all.map((p) => ({ program_id: p.id, name: `Salesperson spiff ${p.start.slice(0, 7)} to ${p.end.slice(0, 7)}`, amount: 200, start_date: p.start, end_date: p.end, regions: [] })),
    { program_id: current.id.replace(/01$/, '02'), name: 'Great Lakes buyer bonus', amount: 100, start_date: current.start, end_date: current.end, regions: ['IN', 'MI', 'OH'] },
  ];
}

/** A floorplan a dealer of the lead brand sees in My Products: the sub-brand (product line) and its model code. */
export interface CatalogueModel { brandCode: string; itemGroupId: string; itemId: string }
/** The dealer catalogue by lead brand code: active, not DEALER STOCK ONLY, of an active brand. */
export type DealerCatalogue = ReadonlyMap<string, readonly CatalogueModel[]>;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

export interface SeedLine {
  record_id: string; program_id: string; program_type: number; item_group_id: string; dealership_number: string; sales_id: string;
  item_id: string; serial_number: string; brand_code: string; program_amount: number; start_date: string; end_date: string; status: number;
  salesperson_id: string; sale_date: string | null; registration_date: string | null; check_amount: number; paid_to: string;
  payment_info: string; check_date: string | null; claimed_by: number | null; claimed_at: string | null; alert: boolean;
  reject_reason: string | null;
}

// The demo salesperson's first lines cover every status, including an approved line of a program that
// has ended (expired, cannot be claimed); the rest are drawn.
const DEMO_STATUSES = [S.APPROVED, S.APPROVED, S.APPROVED, S.APPROVED, S.PENDING, S.DISPUTED, S.CLAIMED, S.CLAIMED, S.PAID, S.PAID, S.IN_REVIEW, S.EXPIRED, S.REJECTED];
// Statuses a salesperson's claim has reached (claimed_by and claimed_at are set).
const CLAIM_STARTED: readonly number[] = [S.CLAIMED, S.IN_REVIEW, S.DISPUTED, S.PAID];
const DRAWN: number[] = [S.APPROVED, S.APPROVED, S.PENDING, S.CLAIMED, S.CLAIMED, S.PAID, S.PAID, S.PAID, S.EXPIRED, S.REJECTED];

/**
 * Program lines of every registered salesperson: more for the demo dealerships, a few elsewhere for the
 * leaderboards. Each line is a unit of a floorplan the salesperson's own dealership sees in its catalogue.
 */
export function programLines(people: SeedPerson[], catalogue: DealerCatalogue, random: Random, now: Date): SeedLine[] {
  const lines: SeedLine[] = [];
  for (const person of people.filter((p) => p.registered && p.salespersonId)) {
    const models = person.ownBrandCodes.flatMap((code) => catalogue.get(code) ?? []);
    if (models.length === 0) continue;
    const demo = DEMO_DEALERSHIPS.includes(person.dealershipNumber);
    const count = demo ? random.int(12, 16) : random.int(3, 6);
    for (let i = 0; i < count; i += 1) {
      const status = demo && person.username.startsWith('demo.') && i < DEMO_STATUSES.length ? DEMO_STATUSES[i] : random.pick(DRAWN);
      lines.push(line(person, random.pick(models), status, i === 0 && person.username.startsWith('demo.'), lines.length, random, now));
    }
  }
  return lines;
}

function line(person: SeedPerson, model: CatalogueModel, status: number, pinnedExpired: boolean, n: number, random: Random, now: Date): SeedLine {
  const all = programs(now);
  const current = all[all.length - 1];
  const past = all.slice(0, -1);
  // Approved and pending lines belong to the running program (claimable); the rest to any program already started.
  const program = pinnedExpired ? past[past.length - 1] ?? current : (status === S.APPROVED || status === S.PENDING ? current : random.pick([...past, current]));
  const effectiveStatus = pinnedExpired ? S.APPROVED : status === S.EXPIRED && program === current ? S.REJECTED : status;
  const latest = Math.min(now.getTime(), Date.parse(`${program.end}T00:00:00Z`));
  const saleAt = new Date(Date.parse(`${program.start}T00:00:00Z`) + random.next() * (latest - Date.parse(`${program.start}T00:00:00Z`)) * 0.9);
  const registeredAt = effectiveStatus === S.PENDING ? null : new Date(Math.min(saleAt.getTime() + random.int(1, 9) * 86_400_000, now.getTime()));
  const claimed = CLAIM_STARTED.includes(effectiveStatus);
  // Claims awaiting payment are recent (this month, some today); paid ones are older.
  const wanted = claimed && effectiveStatus !== S.PAID ? daysAgo(now, n % 7 === 0 ? 0 : random.int(0, 20), random.int(1, 6))
    : new Date(Math.min((registeredAt?.getTime() ?? 0) + random.int(2, 20) * 86_400_000, daysAgo(now, 21).getTime()));
  const claimedAt = claimed && registeredAt ? new Date(Math.min(Math.max(wanted.getTime(), registeredAt.getTime()), now.getTime())) : null;
  const { brandCode } = model;
  const amount = random.pick(AMOUNTS);
  const serial = effectiveStatus === S.PENDING && random.chance(0.5) ? '' : `4YD${brandCode[0]}${Array.from({ length: 13 }, () => random.pick([...VIN_CHARS])).join('')}`;
  const checkDate = effectiveStatus === S.PAID && claimedAt ? new Date(Math.min(claimedAt.getTime() + 14 * 86_400_000, now.getTime())) : null;
  return {
    record_id: String(5637150000 + n), program_id: program.id, program_type: SALESPERSON_SPIFF_PROGRAM_TYPE,
    item_group_id: model.itemGroupId, dealership_number: person.dealershipNumber,
    sales_id: `SO-${String(260000 + n * 7).padStart(7, '0')}`, item_id: model.itemId, serial_number: serial, brand_code: brandCode,
    program_amount: amount, start_date: program.start, end_date: program.end, status: effectiveStatus, salesperson_id: person.salespersonId,
    sale_date: isoDate(saleAt), registration_date: registeredAt ? isoDate(registeredAt) : null,
    check_amount: checkDate ? amount : 0, paid_to: checkDate ? `${person.firstName} ${person.lastName}` : '',
    payment_info: checkDate ? `Check #${100400 + n}` : '', check_date: checkDate ? isoDate(checkDate) : null,
    claimed_by: claimed ? person.userId : null, claimed_at: claimedAt ? claimedAt.toISOString() : null,
    reject_reason: effectiveStatus === S.REJECTED ? 'The unit is not eligible for this program.' : null,
    alert: effectiveStatus === S.APPROVED && !pinnedExpired && registeredAt !== null && now.getTime() - registeredAt.getTime() < 30 * 86_400_000,
  };
}
