import { serviceClient } from '@rv/shared-lib';

/** A dealer as the locator API returns it (spec: the calls: PascalCase, Dealers[0] with DealerNumber, Brands, Email). */
export interface Dealer {
  DealerNumber: string;
  Name: string;
  Address1: string;
  City: string;
  State: string;
  Zip: string;
  Country: string;
  Latitude: number;
  Longitude: number;
  Phone: string;
  Email: string;
  Website: string;
  Brands: Array<{ Code: string; Name: string }>;
  Hours: Array<{ Day: string; Open: string | null; Close: string | null }>;
  /** Miles from the searched place (search results only). */
  Distance?: number;
}

export interface DealerSearchRequest {
  location?: string;
  latitude?: number;
  longitude?: number;
  radius: number;
  brand?: string;
  page?: number;
  pageSize?: number;
}

export interface DealerSearchResponse {
  Dealers: Dealer[];
  TotalCount: number;
  Page: number;
  PageSize: number;
  Radius: number;
  Origin: { Latitude: number; Longitude: number; Label: string };
}

/** POST /api/web/dealer/search: dealers near a place within a radius in miles, nearest first. */
export async function searchDealers(request: DealerSearchRequest): Promise<DealerSearchResponse> {
  const { data } = await serviceClient('middleware').post<DealerSearchResponse>('/web/dealer/search', { pageSize: 25, ...request }, { read: true });
  return data;
}

/** POST /api/web/dealer/details: one dealer by number, or null when unknown. */
export async function fetchDealerDetails(dealerNumber: string): Promise<Dealer | null> {
  const { data } = await serviceClient('middleware').post<{ Dealers: Dealer[] }>('/web/dealer/details', { dealerNumber }, { read: true });
  return data.Dealers[0] ?? null;
}
