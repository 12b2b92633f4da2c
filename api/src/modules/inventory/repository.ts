import type { Database } from '../../db/database';

export interface UnitRow {
  vin: string; dealer_number: string; reference_id: string; model_year: number; model_name: string; brand_code: string;
  brand_slug: string; brand_name: string; type_class_slug: string; price: number; status: string; options: string[];
  stocked_on: string | Date; total: string;
}

export interface UnitFilter {
  brand: string | null; type: string | null; floorplan: string | null; year?: number | null; minPrice: number | null; maxPrice: number | null;
  /** Only units at these dealers, in this order (nearest first); null means any dealer, cheapest first. */
  dealers: string[] | null;
  limit: number; offset: number;
}

/** One page of matching units with the total; ordered by the dealers' order when given, then price. */
export async function searchUnits(db: Database, f: UnitFilter): Promise<{ rows: UnitRow[]; total: number }> {
  const { rows } = await db.query<UnitRow>(
    `SELECT u.*, to_char(u.stocked_on, 'YYYY-MM-DD') AS stocked_on, count(*) OVER () AS total
       FROM inventory_units u
      WHERE ($1::text IS NULL OR u.brand_code = $1) AND ($2::text IS NULL OR u.type_class_slug = $2)
        AND ($3::text IS NULL OR upper(u.reference_id) = upper($3))
        AND ($4::int IS NULL OR u.price >= $4) AND ($5::int IS NULL OR u.price <= $5)
        AND ($6::text[] IS NULL OR u.dealer_number = ANY($6::text[]))
        AND ($9::int IS NULL OR u.model_year = $9)
      ORDER BY CASE WHEN $6::text[] IS NULL THEN 0 ELSE array_position($6::text[], u.dealer_number) END, u.price, u.vin
      LIMIT $7 OFFSET $8`,
    [f.brand, f.type, f.floorplan, f.minPrice, f.maxPrice, f.dealers, f.limit, f.offset, f.year ?? null],
  );
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}
