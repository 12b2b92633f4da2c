import { Suspense, type ComponentType } from 'react';
import { useLocation } from '@rv/shared-lib/router';
import { readRuntimeConfig } from '../config/runtime-config';
import { matchRoute, type RouteDefinition } from '../routing/route-table';
import type { RouteParams } from '../routing/path-pattern';
import { ErrorPage, PageLoading } from '@rv/ui-kit';

export interface PageProps {
  params: RouteParams;
  route: RouteDefinition;
}

export type PageMap = Partial<Record<string, ComponentType<PageProps> & { preload?(): Promise<void> }>>;

/**
 * Loads the code of the page `pathname` shows when it is a lazy page (nothing to do otherwise), so the
 * page renders without suspending: before the server draws it, and before the browser hydrates it (a
 * boundary still waiting would keep the drawn page dead until its code arrived, then draw it again).
 */
export async function preloadRoutedPage(pages: PageMap, pathname: string, companySlug = readRuntimeConfig().companySlug): Promise<void> {
  const match = matchRoute(pathname, companySlug);
  await (match ? pages[match.route.name]?.preload?.() : undefined);
}

/**
 * Picks a remote's page by the shared route table (the same table the shell and the server use),
 * so a remote never disagrees with them about which route a path is.
 */
export function RoutedPages({ pages }: { pages: PageMap }) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname, readRuntimeConfig().companySlug);
  const Page = match ? pages[match.route.name] : undefined;
  if (!match || !Page) return <ErrorPage statusCode={404} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page key={pathname} params={match.params} route={match.route} />
    </Suspense>
  );
}
