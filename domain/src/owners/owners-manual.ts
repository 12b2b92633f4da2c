/** Where a brand's owner's manual of a model year is served: a PDF the API makes as it makes the brochures. */
export const ownersManualUrl = (brandSlug: string, year: number): string => `/api/media/owners-manual/${encodeURIComponent(brandSlug)}-${year}.pdf`;
