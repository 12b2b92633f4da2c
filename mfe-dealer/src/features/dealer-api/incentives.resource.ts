import { serviceClient } from '@rv/shared-lib';
import type { ProgramLine, ProgramLineStats } from '@rv/domain/dealer';
import type { ProgramLineList } from '@rv/domain/dealer';

const AX = '/ax/v1';
const get = async <T>(path: string, params?: Record<string, string>): Promise<T> => (await serviceClient('middleware').get<T>(path, { params })).data;
/** The Location select's dealership as a query parameter; none covers all of the user's dealerships. */
const scope = (dealership?: string) => (dealership ? { dealership } : undefined);

/** GET /ax/v1/lines/stats/all: counts and amounts per list (dealer spec: the calls), of one dealership when given. */
export const fetchProgramLineStats = (dealership?: string) => get<ProgramLineStats>(`${AX}/lines/stats/all`, scope(dealership));
/** GET /ax/v1/lines/{approved|processed|pending|completed}, of one dealership when given. */
export const fetchProgramLines = (list: ProgramLineList, dealership?: string) => get<ProgramLine[]>(`${AX}/lines/${list}`, scope(dealership));
/** GET /ax/v1/lines/details/{id}. */
export const fetchProgramLineDetails = (recordId: string) => get<ProgramLine>(`${AX}/lines/details/${encodeURIComponent(recordId)}`);
/** GET /ax/v1/alert/mark/{id}: marks a newly approved line as seen. */
export const markProgramLineAlert = (recordId: string) => get<{ parmValue: boolean; parmMessage: string }>(`${AX}/alert/mark/${encodeURIComponent(recordId)}`);
