import { serviceClient } from '@rv/shared-lib';
import type { BuildOption } from '@rv/domain/build';

/** GET /web/form/buildprice/models/{referenceId}/options: what a model year can be built with. */
export interface BuildModelOptions {
  /** The floorplan year's catalogue id: what its drawn images are named by. */
  uniqueId: string;
  referenceId: string;
  modelYear: number;
  name: string;
  brandSlug: string;
  brandName: string;
  brandCode: string;
  typeClassSlug: string;
  basePrice: number | null;
  shippingWeight: number | null;
  carryingCapacity: number | null;
  /** Hitch weight, or pin weight when `fifthWheel`. */
  hitchWeight: number | null;
  fifthWheel: boolean;
  years: number[];
  options: BuildOption[];
}

export interface SaveBuildRequest { referenceId: string; modelYear: number; options: string[]; decor: string | null }
export interface SavedBuildOption { code: string; name: string; price: number }

/** GET /web/form/buildprice/{token}: the build as saved, with what no longer exists named in `missing`. */
export interface SavedBuild {
  token: string;
  referenceId: string;
  modelYear: number;
  modelName: string;
  decor: string | null;
  options: SavedBuildOption[];
  createdAt: string;
  /** The model as it is now; null when it no longer exists. */
  model: BuildModelOptions | null;
  missing: { model: boolean; options: SavedBuildOption[] };
}

/** The model year's options and prices; `year` omitted means the newest year. */
export async function fetchBuildOptions(referenceId: string, year?: number | null): Promise<BuildModelOptions> {
  const { data } = await serviceClient('middleware').get<BuildModelOptions>(`/web/form/buildprice/models/${encodeURIComponent(referenceId)}/options`, {
    params: year ? { year } : {},
  });
  return data;
}

/** POST /web/form/buildprice: stores the build and answers its token. */
export async function saveBuild(build: SaveBuildRequest): Promise<{ token: string }> {
  const { data } = await serviceClient('middleware').post<{ token: string }>('/web/form/buildprice', build);
  return data;
}

export async function fetchSavedBuild(token: string): Promise<SavedBuild> {
  const { data } = await serviceClient('middleware').get<SavedBuild>(`/web/form/buildprice/${encodeURIComponent(token)}`);
  return data;
}
