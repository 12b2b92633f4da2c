import { PageState } from '@rv/ui-kit';
import { useSeo } from '../features/seo/use-seo';
import type { BrandDirectoryData, BrochuresData } from '@rv/shared-lib';
import { BrochureList } from '../features/brochures/brochure-list.component';
import { BrandDirectoryList } from '../features/directories/brand-directory-list.component';
import { RvTypeList } from '../features/directories/rv-type-list.component';
import { PageHero } from '../features/page/page-hero.component';
import { ContentDocumentView } from '../features/page/content-document-view.component';
import { useContentDocument } from '../features/page/use-content-document';
import { breadcrumbList } from '../features/seo/json-ld';

/** `/brochures`: the brochures landing and every brochure by year. */
export function BrochuresPage() {
  const state = useContentDocument<BrochuresData>('brochures', 'brochures');
  return <PageState state={state}>{(doc) => <ContentDocumentView doc={doc} path="/brochures"><BrochureList /></ContentDocumentView>}</PageState>;
}

/** `/product-lines`: the brand directory. */
export function BrandDirectoryPage() {
  const state = useContentDocument<BrandDirectoryData>('brand_directory', 'product-lines');
  return (
    <PageState state={state}>
      {(doc) => <ContentDocumentView doc={doc} path="/product-lines"><BrandDirectoryList brands={doc.data.brands} /></ContentDocumentView>}
    </PageState>
  );
}

const RV_TYPES_TITLE = 'RV Types';
const RV_TYPES_DESCRIPTION = 'Travel trailers, fifth wheels, toy haulers and destination trailers: find the kind of RV that fits how you camp.';

/** `/rv-types`: the types directory (no document of its own: one card per type landing). */
export function RvTypesPage() {
  useSeo({ title: RV_TYPES_TITLE, description: RV_TYPES_DESCRIPTION, path: '/rv-types', jsonLd: [breadcrumbList([{ name: 'Home', path: '/' }, { name: RV_TYPES_TITLE, path: '/rv-types' }])] });
  return (
    <article>
      <PageHero title={RV_TYPES_TITLE} intro={[{ type: 'paragraph', text: RV_TYPES_DESCRIPTION }]} />
      <RvTypeList />
    </article>
  );
}
