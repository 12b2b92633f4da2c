import { CatalogModeProvider, type CatalogModeProps } from '../features/catalog-browser/catalog-mode';
import { CatalogBrowser, type CatalogBrowserProps } from '../features/catalog-browser/components/catalog-browser.component';

export type ExposedFloorplanBrowserProps = CatalogBrowserProps & Omit<CatalogModeProps, 'children'>;

/** The RV Finder for other remotes (the dealer portal passes dealer, brandGroups and basePath); render it inside a router. */
export default function FloorplanBrowser({ dealer, brandGroups, basePath, ...props }: ExposedFloorplanBrowserProps) {
  return <CatalogModeProvider dealer={dealer} brandGroups={brandGroups} basePath={basePath}><CatalogBrowser {...props} /></CatalogModeProvider>;
}
