import { PageState } from '@rv/ui-kit';
import type { PageProps, SplitContentData } from '@rv/shared-lib';
import type { ContentDocument } from '@rv/shared-lib';
import { BlockImage } from '../features/blocks/components/block-image.component';
import { ContentDocumentView } from '../features/page/content-document-view.component';
import { useContentDocument } from '../features/page/use-content-document';
import styles from '../features/page/page.module.css';

/** The document types routed to /{uid} (spec: screens and routes, content-type routing). */
export const CONTENT_PAGE_TYPES = ['content_page', 'page', 'split_content'] as const;

function SplitContent({ doc, path }: { doc: ContentDocument<SplitContentData>; path: string }) {
  const left = doc.data.side_image_position === 'left';
  return (
    <div className={`${styles.split} ${left ? styles.splitLeft : ''}`}>
      <ContentDocumentView doc={doc} path={path} heroImage={null} />
      <BlockImage image={doc.data.side_image} width={800} height={1200} className={styles.sideImage} eager />
    </div>
  );
}

/** A content page by uid; an unknown uid shows the 404 page. */
export function ContentDocumentPage({ uid }: { uid: string }) {
  const state = useContentDocument<SplitContentData>(CONTENT_PAGE_TYPES, uid);
  const path = `/${uid}`;
  return (
    <PageState state={state}>
      {(doc) => (doc.type === 'split_content' ? <SplitContent doc={doc} path={path} /> : <ContentDocumentView doc={doc} path={path} />)}
    </PageState>
  );
}

/** `/{slug}`: page, split_content or content_page. */
export function ContentPage({ params }: PageProps) {
  return <ContentDocumentPage uid={params.slug} />;
}

/** `/warranty`: the warranty content page. */
export function WarrantyPage() {
  return <ContentDocumentPage uid="warranty" />;
}
