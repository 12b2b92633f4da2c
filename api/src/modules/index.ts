import type { ApiPlugin } from '../app-types';
import { authRoutes } from './auth/routes';
import { catalogSearchRoutes } from './catalog-search/routes';
import { contentRoutes } from './content/routes';
import { mediaLibraryFileRoutes, studioRoutes } from './content/studio';
import { devMailboxRoutes } from './dev-mailbox/routes';
import { healthRoutes } from './health/routes';
import { mediaRoutes } from './media/routes';
import { dealerRoutes } from './dealers/routes';
import { geoRoutes } from './geo/routes';
import { botCheckRoutes } from './bot-check/routes';
import { formRoutes } from './forms/routes';
import { trackingRoutes } from './tracking/routes';
import { siteSearchRoutes } from './site-search/routes';
import { reviewRoutes } from './reviews/routes';
import { incentivesRoutes } from './incentives/routes';
import { rewardsRoutes } from './rewards/routes';
import { trainingRoutes } from './training/routes';
import { brandedSiteRoutes } from './branded-site/routes';
import { managerRoutes } from './manager/routes';
import { buildPriceRoutes } from './buildprice/routes';
import { inventoryRoutes } from './inventory/routes';
import { webVitalsRoutes } from './web-vitals/routes';
import { leadRoutes } from './leads/routes';
import { programsRoutes } from './programs/routes';

/** Every API module, registered under /api in this order. Add a module here when it lands. */
export const apiModules: ApiPlugin[] = [
  healthRoutes,
  contentRoutes,
  catalogSearchRoutes,
  mediaRoutes,
  devMailboxRoutes,
  authRoutes,
  geoRoutes,
  dealerRoutes,
  botCheckRoutes,
  formRoutes,
  trackingRoutes,
  reviewRoutes,
  incentivesRoutes,
  rewardsRoutes,
  trainingRoutes,
  brandedSiteRoutes,
  managerRoutes,
  siteSearchRoutes,
  buildPriceRoutes,
  inventoryRoutes,
  webVitalsRoutes,
  leadRoutes,
  studioRoutes,
  mediaLibraryFileRoutes,
  programsRoutes,
];
