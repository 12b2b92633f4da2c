import type { Static } from '@sinclair/typebox';
import { LEAD_BRANDS, ALL_BRAND_OPTIONS } from '@rv/domain';
import { formMessages } from '@rv/domain/forms';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { geocode } from '../geo/service';
import { findDealer, findDealersSellingBrand, searchDealers, type DealerRow } from './repository';
import type { DealerSchema, DealerSearchBodySchema, DealerSearchResponseSchema } from './schemas';

type Dealer = Static<typeof DealerSchema>;
type SearchBody = Static<typeof DealerSearchBodySchema>;

const brandName = (code: string) => ALL_BRAND_OPTIONS.find((b) => b.value === code)?.label ?? code;

export function toDealer(row: DealerRow): Dealer {
  return {
    DealerNumber: row.dealer_number,
    Name: row.name,
    Address1: row.street,
    City: row.city,
    State: row.state,
    Zip: row.zip,
    Country: row.country,
    Latitude: Number(row.latitude),
    Longitude: Number(row.longitude),
    Phone: row.phone,
    Email: row.email,
    Website: row.website,
    Brands: row.brand_codes.map((Code) => ({ Code, Name: brandName(Code) })),
    Hours: row.hours,
    ...(row.miles === undefined ? {} : { Distance: Math.round(Number(row.miles) * 10) / 10 }),
  };
}

/** Degrees to 7 decimals (about a centimetre): finer is noise, and a subnormal like 5e-324 underflows PostgreSQL's distance maths (a 500). */
const roundDegrees = (degrees: number) => Math.round(degrees * 1e7) / 1e7 || 0;

/** Where to search from: the browser's position, else the ZIP, else the city, else the free text. */
async function origin(db: Database, body: SearchBody): Promise<{ lat: number; lng: number; label: string }> {
  if (body.latitude !== undefined && body.longitude !== undefined) {
    const [lat, lng] = [roundDegrees(body.latitude), roundDegrees(body.longitude)];
    return { lat, lng, label: `${lat},${lng}` };
  }
  const [text, field, label] = body.zip?.trim()
    ? [body.zip, 'zip', 'ZIP']
    : body.city?.trim()
      ? [body.state?.trim() ? `${body.city}, ${body.state}` : body.city, 'city', 'City']
      : [body.location ?? '', 'location', 'Location'];
  if (!text.trim()) throw badRequest(formMessages.required('Location'), 'location');
  const { results } = await geocode(db, text);
  if (!results.length) throw badRequest(formMessages.invalid(label), field);
  const { lat, lng } = results[0].geometry.location;
  return { lat, lng, label: results[0].formatted_address };
}

function brandFilter(brand: SearchBody['brand']): string[] | null {
  const codes = (Array.isArray(brand) ? brand : brand ? [brand] : []).map((c) => c.trim().toUpperCase()).filter(Boolean);
  for (const code of codes) {
    if (!LEAD_BRANDS.some((b) => b.code === code)) throw badRequest(formMessages.invalid('Brand'), 'brand');
  }
  return codes.length ? codes : null;
}

export async function search(db: Database, body: SearchBody): Promise<Static<typeof DealerSearchResponseSchema>> {
  const brands = brandFilter(body.brand);
  const from = await origin(db, body);
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 20;
  const radius = body.radius ?? 100;
  const { rows, total } = await searchDealers(db, { lat: from.lat, lng: from.lng, radius, brands, limit: pageSize, offset: (page - 1) * pageSize });
  return {
    Dealers: rows.map(toDealer),
    TotalCount: total,
    Page: page,
    PageSize: pageSize,
    Radius: radius,
    Origin: { Latitude: from.lat, Longitude: from.lng, Label: from.label },
  };
}

export async function details(db: Database, dealerNumber: string): Promise<{ Dealers: Dealer[] }> {
  const row = await findDealer(db, dealerNumber.trim());
  if (!row) throw notFound(`No dealer with dealerNumber "${dealerNumber}".`);
  return { Dealers: [toDealer(row)] };
}

/** Every dealer selling the brand with its position: the candidates of the lead routing rule. */
export async function dealersSellingBrand(db: Database, brand: string): Promise<Array<{ dealerNumber: string; lat: number; lng: number; brands: string[] }>> {
  const rows = await findDealersSellingBrand(db, brand);
  return rows.map((row) => ({ dealerNumber: row.dealer_number, lat: Number(row.latitude), lng: Number(row.longitude), brands: row.brand_codes }));
}
