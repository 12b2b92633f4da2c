import { useEffect } from 'react';
import {
  fetchAllByType,
  type OrSupportBrandData,
  type OrSupportCategoryData,
  type OrSupportVideoData,
  type PageProps,
  solutionCards,
  useResource,
} from '@rv/shared-lib';
import { PageState } from '@rv/ui-kit';
import { OwnerHero } from '../features/owner-page/components/owner-hero.component';
import { Breadcrumbs } from '../features/owner-page/components/breadcrumbs.component';
import { useDocumentTitle } from '../features/owner-page/hooks/use-document-title';
import { useOwnerDocument } from '../features/owner-page/hooks/use-owner-document';
import { SolutionCards } from '../features/owner-blocks/components/solution-cards.component';
import { RecentlyViewed } from '../features/recently-viewed/components/recently-viewed.component';
import { Testimonials } from '../features/reviews/components/testimonials.component';
import { OwnersManuals } from '../features/manuals/components/owners-manuals.component';
import { ChangeRvSelection } from '../features/select-rv/components/change-rv-selection.component';
import { saveSelectedBrand } from '../features/select-rv/hooks/use-selected-brand';
import { fetchBrandLibrary, pageOfList } from '../features/support-grid/api/support-articles.resource';
import { SupportArticlesGrid } from '../features/support-grid/components/support-articles-grid.component';
import { VideoCardSlider } from '../features/video-slider/components/video-card-slider.component';
import styles from '../features/owner-page/owner-page.module.css';

const link = (type: string, uid: string, data: Record<string, unknown>) => ({ link_type: 'Document' as const, type, uid, slug: uid, isBroken: false, data });

/** Categories as solution cards (spec: validation rules: icon and a non-broken category), for finding help for this RV. */
function BrandSolutions() {
  const categories = useResource('owner-categories', () => fetchAllByType<OrSupportCategoryData>('or_support_category'));
  const items = solutionCards((categories.data ?? []).map((c) => ({ icon: c.data.icon, title: c.data.title, category: link('or_support_category', c.uid ?? '', { title: c.data.title }) })));
  return <SolutionCards slice={{ slice_type: 'solution_card_slider', primary: { title: 'Find a solution', background_color: '' }, items }} />;
}

function BrandVideos() {
  const videos = useResource('owner-videos', () => fetchAllByType<OrSupportVideoData>('or_support_video'));
  const items = (videos.data ?? []).map((v) => ({ youtube_video_id: v.data.youtube_video_id, title: v.data.title, video_poster_image: v.data.video_poster_image }));
  return <VideoCardSlider slice={{ slice_type: 'video_card_slider', primary: { title: 'Illustrated guides', background_color: 'neutral-100' }, items }} />;
}

/** /owners/brand/{slug}: one brand's owner page; visiting it makes it the selected RV (cookie, one year). */
export function OwnersBrandPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const state = useOwnerDocument<OrSupportBrandData>('or_support_brand', slug);
  const found = state.status === 'success';
  useDocumentTitle(state.data ? `${state.data.data.title} Owners` : null);
  useEffect(() => { if (found) saveSelectedBrand(slug); }, [found, slug]);
  return (
    <div className={styles.page}>
      <PageState state={state}>
        {(doc) => (
          <>
            <OwnerHero title={`${doc.data.title} Owners`} description={doc.data.description} image={doc.data.hero_image}
              eyebrow={<Breadcrumbs trail={[{ label: 'Owners', href: '/owners' }, { label: doc.data.title, href: null }]} />} />
            <p><ChangeRvSelection /></p>
            <SupportArticlesGrid title={`${doc.data.title} support articles`} sourceKey={`brand:${slug}`} loadPage={async (page) => pageOfList(await fetchBrandLibrary(slug), page)} />
            <OwnersManuals slug={slug} brandName={doc.data.title} />
            <BrandSolutions />
            <BrandVideos />
            <Testimonials title={`${doc.data.title} owner reviews`} brandCode={doc.data.brand_code} />
            <RecentlyViewed />
          </>
        )}
      </PageState>
    </div>
  );
}
