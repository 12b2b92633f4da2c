import { PageState } from '@rv/ui-kit';
import type { InnovationData, InnovationLandingData, PageProps } from '@rv/shared-lib';
import { AvailableOn } from '../features/innovations/available-on.component';
import { InnovationList } from '../features/innovations/innovation-list.component';
import { ContentDocumentView } from '../features/page/content-document-view.component';
import { useContentDocument } from '../features/page/use-content-document';

/** `/innovations`: the innovation landing and every innovation. */
export function InnovationsPage() {
  const state = useContentDocument<InnovationLandingData>('innovation_landing', 'innovations');
  return (
    <PageState state={state}>
      {(doc) => <ContentDocumentView doc={doc} path="/innovations"><InnovationList /></ContentDocumentView>}
    </PageState>
  );
}

/** `/innovations/{slug}`: one innovation and the product lines that carry it. */
export function InnovationPage({ params }: PageProps) {
  const state = useContentDocument<InnovationData>('innovation', params.slug);
  return (
    <PageState state={state}>
      {(doc) => (
        <ContentDocumentView doc={doc} path={`/innovations/${params.slug}`} eyebrow="Innovation" trail={[{ name: 'Innovations', path: '/innovations' }]}>
          <AvailableOn brands={doc.data.brands} />
        </ContentDocumentView>
      )}
    </PageState>
  );
}
