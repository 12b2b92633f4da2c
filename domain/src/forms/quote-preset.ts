import { LEAD_BRANDS } from '@rv/domain';

/** What a floorplan's 'Request a Quote' link (quoteRequestPath in @rv/domain) starts the lead form with, as the form lists them. */
export interface QuotePreset { brand: string; productType?: string; floorPlan?: string }

/** The longest product type or floor plan a link may carry (the lead form's own limit). */
const PRESET_MAX = 100;

/** The floorplan fields of a quote link for the form; anything that is not a lead brand, or too long, is left out (never an error). */
export function parseQuotePreset(params: URLSearchParams): QuotePreset | null {
  const brand = params.get('brand')?.trim().toUpperCase() ?? '';
  if (!LEAD_BRANDS.some((b) => b.code === brand)) return null;
  const text = (key: string) => {
    const value = params.get(key)?.trim() ?? '';
    return value && value.length <= PRESET_MAX ? value : undefined;
  };
  const productType = text('productType');
  const floorPlan = productType ? text('floorPlan') : undefined;
  return { brand, ...(productType ? { productType } : {}), ...(floorPlan ? { floorPlan } : {}) };
}
