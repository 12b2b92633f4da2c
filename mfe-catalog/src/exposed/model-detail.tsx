import { CatalogModeProvider, type CatalogModeProps } from '../features/catalog-browser/catalog-mode';
import { ModelDetail, type ModelDetailProps } from '../features/model-detail/components/model-detail.component';

/** Model detail for other remotes (dealer mode: no Build, links in new tabs); render it inside a router. */
export default function ExposedModelDetail({ dealer, brandGroups, basePath, ...props }: ModelDetailProps & Omit<CatalogModeProps, 'children'>) {
  return <CatalogModeProvider dealer={dealer} brandGroups={brandGroups} basePath={basePath}><ModelDetail {...props} /></CatalogModeProvider>;
}
