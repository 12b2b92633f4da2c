import { createContext, useContext, type ReactNode } from 'react';
import { useSiteStore } from '@rv/shared-lib';

/** Consumer or dealer behaviour of the catalogue screens (spec: roles and permissions). */
export interface CatalogMode {
  dealer: boolean;
  /** Dealer mode: only these brand groups are listed. */
  brandGroups: readonly string[];
  /** Dealers open catalogue links in new tabs. */
  linkTarget: '_self' | '_blank';
  /** Dealers never see Build; nor does a stock-only site. */
  showBuild: boolean;
  /** Where model detail links point: consumer routes, or the dealer portal's. */
  basePath: string;
}

const CatalogModeContext = createContext<Partial<CatalogMode> | null>(null);

export interface CatalogModeProps {
  /** Dealer mode; defaults to the site store's isDealer. */
  dealer?: boolean;
  brandGroups?: readonly string[];
  basePath?: string;
  children: ReactNode;
}

/** Sets the mode for the screens below; the dealer remote renders the exposed screens inside one. */
export function CatalogModeProvider({ dealer, brandGroups, basePath, children }: CatalogModeProps) {
  return <CatalogModeContext.Provider value={{ dealer, brandGroups, basePath }}>{children}</CatalogModeContext.Provider>;
}

export function useCatalogMode(): CatalogMode {
  const given = useContext(CatalogModeContext);
  const siteDealer = useSiteStore((s) => s.isDealer);
  const stockOnly = useSiteStore((s) => s.isStockOnly);
  const dealer = given?.dealer ?? siteDealer;
  return {
    dealer,
    brandGroups: given?.brandGroups ?? [],
    linkTarget: dealer ? '_blank' : '_self',
    showBuild: !dealer && !stockOnly,
    basePath: given?.basePath ?? '',
  };
}

/** Props for a link that follows the mode's target (new tab for dealers, with a safe rel). */
export function linkTargetProps(mode: CatalogMode) {
  return mode.linkTarget === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
