import { LEAD_BRANDS, TYPE_CLASSES } from '@rv/shared-lib/domain/brands';
import type { Database } from '../../db/database';
import { badRequest } from '../../http/errors';
import { details as dealerDetails, search as searchDealers } from '../dealers/service';
import { searchUnits, type UnitRow } from './repository';
import type { InventoryAnswer, InventoryQuery, InventoryUnit } from './schemas';

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
