/**
 * What the web server needs to describe a floorplan page (title, description, Product data) and to
 * list floorplans in the sitemap, read from the catalogue's own tables.
 */
import { LEAD_BRANDS } from '@rv/domain';
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

/**
 * The floorplan a `/model/{slug}` page names (the content type `model`): the slug is a model uid,
 * `{brand slug}-{reference id}-{year}`, or the same without the year for its newest one.
 */
export async function findFloorplanPageBySlug(db: Database, slug: string): Promise<FloorplanPage | null> {
  const { rows } = await db.query<FloorplanPage>(
    `${SELECT} WHERE (m.uid = lower($1) OR b.slug || '-' || lower(m.reference_id) = lower($1)) AND m.show_on_web ORDER BY m.model_year DESC LIMIT 1`,
    [slug],
  );
  return rows[0] ?? null;
}

/**
 * A listing's brand and type names (a type class, or a model's brand-type URL such as toy haulers), or
 * null when nothing web-visible is listed there. As the listing's own search does, a lead brand's slug
 * lists every sub-brand sold under it (Passport: Passport SL and GT), a sub-brand's slug that one alone.
 */
export async function findListingPage(db: Database, brandSlug: string, type: string | null): Promise<{ brandName: string; typeName: string | null } | null> {
  const lead = LEAD_BRANDS.find((brand) => brand.slug === brandSlug);
  const { rows } = await db.query<{ brandName: string; typeName: string | null }>(
    `SELECT min(b.name) AS "brandName", max(t.name) FILTER (WHERE t.slug = $2) AS "typeName"
     FROM catalog_models m
     JOIN catalog_brands b ON b.reference_id = m.brand_reference_id
     JOIN catalog_type_classes t ON t.slug = m.type_class_slug
     WHERE ${lead ? 'b.url' : 'b.slug'} = $1 AND ($2::text IS NULL OR m.type_class_slug = $2 OR m.brand_type = $2) AND m.show_on_web
     HAVING count(*) > 0`,
    [brandSlug, type],
  );
  const found = rows[0];
  return found ? { brandName: lead?.name ?? found.brandName, typeName: found.typeName } : null;
}
