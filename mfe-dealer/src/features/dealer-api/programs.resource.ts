import { serviceClient } from '@rv/shared-lib';
import type { ClaimResult, ProgramLine } from '@rv/domain/dealer';

/** A floorplan of a model year the sale form offers (GET /programs/catalogue). */
export interface SaleCatalogueUnit { itemId: string; itemGroupId: string; brandCode: string; modelYear: number }
export interface SaleRegistration { vin: string; itemId: string; modelYear: number; saleDate: string; buyerRegion: string; salespersonId?: string }
export interface RegisteredSale { saleId: number; vin: string; message: string; lines: ProgramLine[] }

const api = () => serviceClient('middleware');
const withDocument = (file: File) => {
  const form = new FormData();
  form.append('billOfSale', file);
  return form;
};

export const fetchSaleCatalogue = async () => (await api().get<SaleCatalogueUnit[]>('/programs/catalogue')).data;
/** POST /programs/sales: a retail sale by VIN, answered with the program lines it earned. */
export const registerSale = async (sale: SaleRegistration) => (await api().post<RegisteredSale>('/programs/sales', sale)).data;
/** POST /programs/lines/{id}/claim with the bill of sale (image or PDF). */
export const claimWithBillOfSale = async (recordId: string, file: File) =>
  (await api().post<ClaimResult>(`/programs/lines/${encodeURIComponent(recordId)}/claim`, withDocument(file))).data;
/** POST /programs/lines/{id}/dispute with a new document. */
export const disputeClaim = async (recordId: string, file: File) =>
  (await api().post<ProgramLine>(`/programs/lines/${encodeURIComponent(recordId)}/dispute`, withDocument(file))).data;
