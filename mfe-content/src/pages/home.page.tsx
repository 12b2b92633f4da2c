import { PageState } from '@rv/ui-kit';
import type { HomePageData } from '@rv/shared-lib';
import { BlockRenderer } from '../features/blocks/block-renderer.component';
import { useContentDocument } from '../features/page/use-content-document';
import { useSeo } from '../features/seo/use-seo';
import type { ContentDocument } from '@rv/shared-lib';

function Home({ doc }: { doc: ContentDocument<HomePageData> }) {
  useSeo({ title: doc.data.title, description: doc.data.meta_description, image: doc.data.meta_image, path: '/' });
  // The masthead logo is the page's h1 on home (spec: screens and routes), so the blocks start at h2.
  return <div><BlockRenderer slices={doc.data.body} eagerFirst /></div>;
}

/** `/`: the home_page document's blocks. */
export function HomePage() {
  const state = useContentDocument<HomePageData>('home_page', 'home');
  return <PageState state={state}>{(doc) => <Home doc={doc} />}</PageState>;
}
