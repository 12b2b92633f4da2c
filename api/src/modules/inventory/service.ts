import { optionCode } from '@rv/domain/build';
import { LEAD_BRANDS, TYPE_CLASSES } from '@rv/domain';
import type { Database } from '../../db/database';
import { badRequest } from '../../http/errors';
import { details as dealerDetails, search as searchDealers } from '../dealers/service';
import { searchUnits, type UnitRow } from './repository';
import type { BuildMatchAnswer, BuildMatchQuery, InventoryAnswer, InventoryQuery, InventoryUnit } from './schemas';

type DealerSummary = InventoryUnit['dealer'] & { distance?: number };

const DEFAULT_RADIUS = 250;
/** Dealers asked for within the radius; more than the network has, so none is cut off. */
const DEALER_LIMIT = 100;

function validate(query: InventoryQuery) {
  const brand = query.brand?.toUpperCase() ?? null;
  if (brand && !LEAD_BRANDS.some((b) => b.code === brand)) throw badRequest(`brand "${query.brand}" is not a brand code.`, 'brand');
  if (query.type && !TYPE_CLASSES.some((t) => t.slug === query.type)) throw badRequest(`type "${query.type}" is not an RV type.`, 'type');
  if (query.radius !== undefined && !query.zip) throw badRequest('radius needs a zip to measure from.', 'zip');
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw badRequest(`maxPrice (${query.maxPrice}) is below minPrice (${query.minPrice}).`, 'maxPrice');
  }
  return brand;
}

/** Dealers within the radius of a ZIP, nearest first, through the dealers module (which geocodes with geo). */
async function dealersNear(db: Database, zip: string, radius: number): Promise<{ dealers: Map<string, DealerSummary>; label: string }> {
  const found = await searchDealers(db, { zip, radius, page: 1, pageSize: DEALER_LIMIT });
  const dealers = new Map(found.Dealers.map((d) => [d.DealerNumber, {
    dealerNumber: d.DealerNumber, name: d.Name, city: d.City, state: d.State, zip: d.Zip, phone: d.Phone, distance: d.Distance,
  }]));
  return { dealers, label: found.Origin.Label };
}

async function dealersByNumber(db: Database, numbers: string[]): Promise<Map<string, DealerSummary>> {
  const answers = await Promise.all([...new Set(numbers)].map((n) => dealerDetails(db, n).then((r) => r.Dealers[0], () => undefined)));
  return new Map(answers.filter((d) => d !== undefined).map((d) => [d.DealerNumber, {
    dealerNumber: d.DealerNumber, name: d.Name, city: d.City, state: d.State, zip: d.Zip, phone: d.Phone,
  }]));
}

function toUnit(row: UnitRow, dealer: DealerSummary | undefined): InventoryUnit {
  const { distance, ...summary } = dealer ?? { dealerNumber: row.dealer_number, name: 'Dealer', city: '', state: '', zip: '', phone: '' };
  return {
    vin: row.vin, referenceId: row.reference_id, modelYear: row.model_year, modelName: row.model_name, brandCode: row.brand_code,
    brandSlug: row.brand_slug, brandName: row.brand_name, typeClassSlug: row.type_class_slug, price: row.price, status: row.status,
    options: row.options, stockedOn: String(row.stocked_on), dealer: summary, ...(distance === undefined ? {} : { distance }),
  };
}

/** Dealer stock: filtered in SQL; with a ZIP, only dealers within the radius, nearest first. */
export async function searchInventory(db: Database, query: InventoryQuery): Promise<InventoryAnswer> {
  const brand = validate(query);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 12;
  const radius = query.radius ?? DEFAULT_RADIUS;
  const near = query.zip ? await dealersNear(db, query.zip, radius) : null;
  const { rows, total } = await searchUnits(db, {
    brand, type: query.type ?? null, floorplan: query.floorplan ?? null, minPrice: query.minPrice ?? null, maxPrice: query.maxPrice ?? null,
    dealers: near ? [...near.dealers.keys()] : null, limit: pageSize, offset: (page - 1) * pageSize,
  });
  const dealers = near?.dealers ?? (await dealersByNumber(db, rows.map((r) => r.dealer_number)));
  return {
    units: rows.map((r) => toUnit(r, dealers.get(r.dealer_number))), total, page, pageSize,
    ...(near ? { origin: { label: near.label, radius } } : {}),
  };
}

/** How far 'Find one near me' looks by default, in miles. */
export const BUILD_MATCH_RADIUS = 150;
/** The most units a build-to-stock answer lists. */
const BUILD_MATCH_LIMIT = 50;

/** The build's options a unit already has (the unit's stock list names them; the build gives codes). */
export function matchingOptions(unitOptions: readonly string[], chosenCodes: readonly string[]): string[] {
  return unitOptions.filter((name) => chosenCodes.includes(optionCode(name)));
}

/**
 * Build to nearby stock: units of the floorplan and model year at dealers within the radius of a ZIP,
 * closest first (then the most of the build's options, then the lowest price), each with the build's
 * options it already has.
 */
export async function matchBuildToStock(db: Database, query: BuildMatchQuery): Promise<BuildMatchAnswer> {
  const radius = query.radius ?? BUILD_MATCH_RADIUS;
  const chosen = [...new Set((query.options ?? '').split(',').filter(Boolean))];
  const near = await dealersNear(db, query.zip, radius);
  const { rows } = await searchUnits(db, {
    brand: null, type: null, floorplan: query.floorplan, year: query.year, minPrice: null, maxPrice: null,
    dealers: [...near.dealers.keys()], limit: BUILD_MATCH_LIMIT, offset: 0,
  });
  const units = rows.map((r) => {
    const unit = toUnit(r, near.dealers.get(r.dealer_number));
    return { ...unit, distance: unit.distance ?? 0, matchingOptions: matchingOptions(r.options, chosen) };
  });
  units.sort((a, b) => a.distance - b.distance || b.matchingOptions.length - a.matchingOptions.length || a.price - b.price);
  return { origin: { label: near.label, radius }, chosen: chosen.length, units };
}

/** A dealer-stock unit as a lead attachment ('Send my build to this dealer'); null for a VIN not in stock. */
export async function unitForLead(db: Database, vin: string) {
  const { rows } = await db.query<{ vin: string; dealer_number: string; model_name: string; model_year: number; price: number; status: string; options: string[] }>(
    'SELECT vin, dealer_number, model_name, model_year, price, status, options FROM inventory_units WHERE vin = upper($1)',
    [vin],
  );
  const u = rows[0];
  return u ? { vin: u.vin, dealerNumber: u.dealer_number, model: `${u.model_name} ${u.model_year}`, price: u.price, status: u.status, options: u.options } : null;
}
