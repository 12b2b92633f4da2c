/** The tool pages' heads by route name (shared-lib route table), for the server's HTML. */
import { floorplansHead, productSearchHead, specsHead, type HeadNames, type PageHeadInfo, type ToolHead } from './page-heads';
import {
  buildBrandHead, buildClassHead, buildFloorplanHead, buildModelHead, buildSummaryHead, contactUsHead, dealerLocatorHead,
  getMatchedHead, getMatchedResultsHead, inventoryHead, productAdvisorHead, specFinderHead,
} from './tool-heads';

const ROUTE_HEADS: Record<string, ToolHead> = {
  consumerProductSearch: productSearchHead, floorplans: floorplansHead, specs: specsHead,
  buildMyRv: buildBrandHead, buildMyRvBrand: buildClassHead, buildMyRvClass: buildFloorplanHead, buildMyRvModel: buildModelHead, buildMyRvSummary: buildSummaryHead,
  takeAQuiz: getMatchedHead, getMatchedStep: getMatchedHead, getMatchedResults: getMatchedResultsHead,
  productAdvisor: productAdvisorHead, specFinder: specFinderHead, inventory: inventoryHead, dealerLocator: dealerLocatorHead, contactUs: contactUsHead,
};

/** A tool page's head, or null for a route it does not describe. Brand and type default to their slugs as titles. */
export function routeHead(routeName: string, params: Record<string, string>, names: HeadNames): PageHeadInfo | null {
  return ROUTE_HEADS[routeName]?.(params, names) ?? null;
}
