import type { ReactNode } from 'react';
import { type ContentDocument, type ImageField } from '@rv/shared-lib';
import { PageState, type RichText as RichTextValue } from '@rv/ui-kit';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useOwnerDocument } from '../hooks/use-owner-document';
import { OwnerHero } from './owner-hero.component';
import styles from '../owner-page.module.css';

interface LandingData {
  title: string;
  hero_image?: ImageField | null;
  intro?: RichTextValue | null;
}

/** An owner landing page (/owners, /owners-how-to): its document's title and hero, then what the page adds below. */
export function OwnerLanding<D extends LandingData>({ type, uid, children }: { type: string; uid: string; children(doc: ContentDocument<D>): ReactNode }) {
  const state = useOwnerDocument<D>(type, uid);
  useDocumentTitle(state.data?.data.title);
  return (
    <div className={styles.page}>
      <PageState state={state}>
        {(doc) => (
          <>
            <OwnerHero title={doc.data.title} image={doc.data.hero_image} intro={doc.data.intro} />
            {children(doc)}
          </>
        )}
      </PageState>
    </div>
  );
}
