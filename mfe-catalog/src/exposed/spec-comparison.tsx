import { CatalogModeProvider, type CatalogModeProps } from '../features/catalog-browser/catalog-mode';
import { SpecComparison } from '../features/spec-comparison/components/spec-comparison.component';

export type ExposedSpecComparisonProps = { brandName: string; type: string } & Omit<CatalogModeProps, 'children'>;

/** The spec comparison of one brand and type for other remotes (the dealer portal's specs route); render it inside a router. */
export default function ExposedSpecComparison({ dealer, brandGroups, basePath, brandName, type }: ExposedSpecComparisonProps) {
  return <CatalogModeProvider dealer={dealer} brandGroups={brandGroups} basePath={basePath}><SpecComparison brandName={brandName} type={type} /></CatalogModeProvider>;
}
