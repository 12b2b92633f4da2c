import { cachedRead } from '@rv/shared-lib';
import { searchModels, type Model } from '@rv/shared-lib/catalog';
import { isModelReferenceId } from '@rv/shared-lib/search';
import { compareText } from '@rv/domain/locale';

const PAGE = 200;

/** Every shown floorplan's name and year, page by page (the search service has no name filter). */
async function allFloorplans(): Promise<Model[]> {
  const first = await searchModels({ size: PAGE, from: 0, filters: { model: { showOnWeb: true, active: true } }, modelSpecifications: [], sort: [{ field: 'name', order: 'asc' }] });
  const pages = Math.ceil(first.total.value / PAGE);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => searchModels({
    size: PAGE, from: (i + 1) * PAGE, filters: { model: { showOnWeb: true, active: true } }, modelSpecifications: [], sort: [{ field: 'name', order: 'asc' }],
  })));
  return [first, ...rest].flatMap((r) => r.docs);
}

/**
 * Floorplans by model reference id (spec (validation rules): 1-4 digits then 1-6 characters, asked of the search service
 * directly) or by a part of the name, optionally of one model year; newest first.
 */
export async function findFloorplans(term: string, year: number | null): Promise<Model[]> {
  const text = term.trim();
  let found: Model[];
  if (isModelReferenceId(text)) {
    found = (await searchModels({ size: 20, filters: { model: { referenceId: [text.toUpperCase()], showOnWeb: true, active: true } }, modelSpecifications: [] })).docs;
  } else {
    const wanted = text.toLowerCase();
    found = (await cachedRead('spec-finder/floorplan-names', allFloorplans)).filter((m) => m.name.toLowerCase().includes(wanted));
  }
  return found.filter((m) => year === null || m.modelYear === year).sort((a, b) => b.modelYear - a.modelYear || compareText(a.name, b.name)).slice(0, 50);
}

/** One floorplan year with its whole spec sheet. */
export async function fetchSpecSheet(uniqueReference: string, year: number): Promise<Model | null> {
  const { docs } = await searchModels({ size: 20, filters: { model: { referenceId: [uniqueReference] } } });
  return docs.find((m) => m.modelYear === year) ?? null;
}
