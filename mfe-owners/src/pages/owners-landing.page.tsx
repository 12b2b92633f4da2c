import type { OrLandingData } from '@rv/shared-lib';
import { ContentBlocks } from '../features/content-blocks/components/content-blocks.component';
import { OwnerLanding } from '../features/owner-page/components/owner-landing.component';
import { Testimonials } from '../features/reviews/components/testimonials.component';

/** /owners: the owner support landing (or_landing), its blocks, and owner reviews of every brand. */
export function OwnersLandingPage() {
  return (
    <OwnerLanding<OrLandingData> type="or_landing" uid="owners">
      {(doc) => (
        <>
          <ContentBlocks slices={doc.data.body} />
          <Testimonials title="What owners say" />
        </>
      )}
    </OwnerLanding>
  );
}
