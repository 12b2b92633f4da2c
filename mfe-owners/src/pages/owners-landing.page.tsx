import { PageState } from '@rv/shared-lib';
import type { OrLandingData } from '@rv/shared-lib';
import { OwnerSlices } from '../features/content-blocks/components/owner-slices.component';
import { OwnerHero } from '../features/owner-page/components/owner-hero.component';
import { useOwnerDocument } from '../features/owner-page/hooks/use-owner-document';
import { useDocumentTitle } from '../features/owner-page/hooks/use-document-title';
import { Testimonials } from '../features/reviews/components/testimonials.component';
import styles from '../features/owner-page/owner-page.module.css';

/** /owners: the owner support landing (or_landing), its blocks, and owner reviews of every brand. */
export function OwnersLandingPage() {
  const state = useOwnerDocument<OrLandingData>('or_landing', 'owners');
  useDocumentTitle(state.data?.data.title);
  return (
    <div className={styles.page}>
      <PageState state={state}>
        {(doc) => (
          <>
            <OwnerHero title={doc.data.title} image={doc.data.hero_image} intro={doc.data.intro} />
            <OwnerSlices slices={doc.data.body} />
            <Testimonials title="What owners say" />
          </>
        )}
      </PageState>
    </div>
  );
}
