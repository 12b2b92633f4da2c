import type { CatalogRegion } from '@rv/domain/catalog';

/** One row of catalog_models, plus the spec sheet and the features written beside it. */
export interface ModelRecord {
  id: number; unique_id: string; reference_id: string; uid: string; name: string; description: string;
  brand_reference_id: string; type_class_slug: string; rv_type: 'travel-trailers' | 'fifth-wheels'; brand_type: string;
  model_year: number; active: boolean; show_on_web: boolean; most_popular: boolean; new_floorplan: boolean; stock_only: boolean;
  has360: boolean; region: CatalogRegion; class: string; size: string; price: number | null; sleeps: number; length: number;
  height: number; shipping_weight: number; carrying_capacity: number; hitch_weight: number; fresh_water: number; grey_water: number;
  black_water: number; lpg_capacity: number; propane_tanks: number; refrigerator_size: string; ac_units: number; tv_hookups: number;
  garage_length: number | null; garage_size: number | null; slides: number; bathrooms: number; bed_type: string;
  rooms: string[]; flags: string[];
  specifications: Record<string, string | null>;
  features: Array<{ group: string; label: string; value: 'S' | 'O'; source: string }>;
}
