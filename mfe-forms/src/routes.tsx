import { ROUTES, RouteSummaryPage, type PageMap } from '@rv/shared-lib';

/** The pages of mfe-forms by route name (shared-lib route table); routes without a screen yet show their summary. */
export const pages: PageMap = {
  ...Object.fromEntries(ROUTES.filter((r) => r.remote === 'mfe-forms').map((r) => [r.name, RouteSummaryPage])),
};
