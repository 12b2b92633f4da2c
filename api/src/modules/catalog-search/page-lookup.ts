/**
 * What the web server needs to describe a floorplan page (title, description, Product data) and to
 * list floorplans in the sitemap, read from the catalogue's own tables.
 */
import type { Database } from '../../db/database';

export interface FloorplanPage {
  referenceId: string;
  name: string;
  description: string;
  brandName: string;
  brandSlug: string;
  typeClassSlug: string;
  typeClassName: string;
  modelYear: number;
  price: number | null;
  uniqueId: string;
}

const SELECT = `SELECT m.reference_id AS "referenceId", m.name, m.description, b.name AS "brandName", b.slug AS "brandSlug",
       m.type_class_slug AS "typeClassSlug", t.name AS "typeClassName", m.model_year AS "modelYear", m.price, m.unique_id AS "uniqueId"
  FROM catalog_models m
  JOIN catalog_brands b ON b.reference_id = m.brand_reference_id
  JOIN catalog_type_classes t ON t.slug = m.type_class_slug`;

/** The newest web-visible model year of a floorplan on its listing, or null when there is none. */
export async function findFloorplanPage(db: Database, brandSlug: string, typeClassSlug: string, referenceId: string): Promise<FloorplanPage | null> {
  const { rows } = await db.query<FloorplanPage>(
    `${SELECT} WHERE b.slug = $1 AND m.type_class_slug = $2 AND m.reference_id = $3 AND m.show_on_web ORDER BY m.model_year DESC LIMIT 1`,
    [brandSlug, typeClassSlug, referenceId],
  );
  return rows[0] ?? null;
}

/** One entry per web-visible floorplan (newest year), for the sitemap. */
export async function listFloorplanPages(db: Database): Promise<FloorplanPage[]> {
  const { rows } = await db.query<FloorplanPage>(`${SELECT} WHERE m.show_on_web AND m.active ORDER BY b.slug, m.type_class_slug, m.reference_id, m.model_year DESC`);
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.brandSlug}/${row.typeClassSlug}/${row.referenceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
