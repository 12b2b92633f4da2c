import { CatalogModeProvider, type CatalogModeProps } from '../features/catalog-browser/catalog-mode';
import { CompareDock } from '../features/compare/components/compare-dock.component';

/** The compare trigger and overlay for other remotes (quiz, dealer): the list itself is the shared compare store. */
export default function ExposedCompareDock({ dealer, basePath }: Omit<CatalogModeProps, 'children'>) {
  return <CatalogModeProvider dealer={dealer} basePath={basePath}><CompareDock /></CatalogModeProvider>;
}
