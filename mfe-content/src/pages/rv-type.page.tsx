import type { PageProps, TypeLandingData } from '@rv/shared-lib';
import { routeHelpers } from '@rv/shared-lib';
import { PageState } from '@rv/ui-kit';
import { ContentDocumentView } from '../features/page/content-document-view.component';
import { useContentDocument } from '../features/page/use-content-document';

/** `/rv-type/{slug}`: a type landing (hero, intro, blocks). */
export function RvTypePage({ params }: PageProps) {
  const state = useContentDocument<TypeLandingData>('type_landing', params.slug);
  return (
    <PageState state={state}>
      {(doc) => <ContentDocumentView doc={doc} path={`/rv-type/${params.slug}`} eyebrow="RV Type" trail={[{ name: 'RV Types', path: routeHelpers.rvTypesDirectory() }]} />}
    </PageState>
  );
}
