import { useCallback, useEffect, useRef, useState } from 'react';
import { brandBySlug } from '@rv/domain';

/** Timings of dealer spec (screens and routes) dealer tools. */
export const TOOLS_TIMINGS = { typeDelayMs: 500, floorplanDelayMs: 1000, paramsCheckMs: 2000 } as const;

export interface ToolsSelection {
  brand: string;
  type: string;
  floorplan: string;
}

export interface RouteSelection {
  /** Route parameter brandName (a brand slug). */
  brandName?: string;
  type?: string;
  id?: string;
}

/**
 * Applies the route's brand at once, its type 500 ms and its floorplan 1000 ms later (spec: screens and routes): the
 * later pickers' options load from the brand, so they are set once those are likely there.
 * Returns a cancel function.
 */
export function scheduleRouteSelection(route: RouteSelection, apply: { brand(code: string): void; type(slug: string): void; floorplan(id: string): void }): () => void {
  const code = route.brandName ? brandBySlug(route.brandName)?.code : undefined;
  if (!code) return () => undefined;
  apply.brand(code);
  const timers: ReturnType<typeof setTimeout>[] = [];
  if (route.type) timers.push(setTimeout(() => apply.type(route.type!), TOOLS_TIMINGS.typeDelayMs));
  if (route.type && route.id) timers.push(setTimeout(() => apply.floorplan(route.id!), TOOLS_TIMINGS.floorplanDelayMs));
  return () => timers.forEach(clearTimeout);
}

/** Brand -> type -> floorplan picks; a new brand resets type and floorplan, a new type the floorplan. */
export function useToolsSelection(route: RouteSelection) {
  const [selection, setSelection] = useState<ToolsSelection>({ brand: '', type: '', floorplan: '' });
  const setBrand = useCallback((brand: string) => setSelection({ brand, type: '', floorplan: '' }), []);
  const setType = useCallback((type: string) => setSelection((s) => ({ ...s, type, floorplan: '' })), []);
  const setFloorplan = useCallback((floorplan: string) => setSelection((s) => ({ ...s, floorplan })), []);
  const routeRef = useRef(route);
  routeRef.current = route;
  // Spec (screens and routes): the route parameters are checked 2 s after mount.
  useEffect(() => {
    let cancel: () => void = () => undefined;
    const timer = setTimeout(() => {
      cancel = scheduleRouteSelection(routeRef.current, { brand: setBrand, type: setType, floorplan: setFloorplan });
    }, TOOLS_TIMINGS.paramsCheckMs);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [setBrand, setType, setFloorplan]);
  return { selection, setBrand, setType, setFloorplan };
}
