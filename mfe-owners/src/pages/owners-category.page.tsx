import { hrefOf } from '@rv/shared-lib';
import { PageState } from '@rv/ui-kit';
import {
  fetchByType, useResource, type ImageField, type OrSupportCategoryData, type OrSupportSubCategoryData, type OrSupportVideoData, type PageProps,
} from '@rv/shared-lib';
import { CardSlider } from '../features/cards/components/card-slider.component';
import { OwnerCard } from '../features/cards/components/owner-card.component';
import { Breadcrumbs } from '../features/owner-page/components/breadcrumbs.component';
import { OwnerHero } from '../features/owner-page/components/owner-hero.component';
import { useDocumentTitle } from '../features/owner-page/hooks/use-document-title';
import { useOwnerDocument } from '../features/owner-page/hooks/use-owner-document';
import { RecentlyViewed } from '../features/recently-viewed/components/recently-viewed.component';
import { fetchArticlePage } from '../features/support-grid/api/support-articles.resource';
import { SupportArticlesGrid } from '../features/support-grid/components/support-articles-grid.component';
import { VideoCardSlider } from '../features/video-slider/components/video-card-slider.component';
import styles from '../features/owner-page/owner-page.module.css';

/** The category's sub-categories as cards; nothing while loading or on failure (the grid below still lists articles). */
function SubCategories({ category }: { category: string }) {
  const subs = useResource(`subs:${category}`, () => fetchByType<OrSupportSubCategoryData>('or_support_sub_category', 1, 100, { tags: [category] }));
  const list = subs.data?.results ?? [];
  if (list.length === 0) return null;
  return (
    <CardSlider title="Topics" type="solution" cards={list.map((s) => ({
      key: s.id, node: <OwnerCard title={s.data.title} href={`/owners/category/sub/${s.uid}`} description={s.data.description} variant="help" />,
    }))} />
  );
}

/** The category's owner videos in the video card slider. */
function CategoryVideos({ category }: { category: string }) {
  const videos = useResource(`videos:${category}`, () => fetchByType<OrSupportVideoData>('or_support_video', 1, 100, { tags: [category] }));
  const items = (videos.data?.results ?? []).map((v) => ({ youtube_video_id: v.data.youtube_video_id, title: v.data.title, video_poster_image: v.data.video_poster_image as ImageField }));
  return <VideoCardSlider slice={{ slice_type: 'video_card_slider', primary: { title: 'Videos', background_color: 'neutral-50' }, items }} />;
}

/** /owners/category/{slug}: a support category with its topics, articles (16 a page) and videos. */
export function OwnersCategoryPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const state = useOwnerDocument<OrSupportCategoryData>('or_support_category', slug);
  useDocumentTitle(state.data?.data.title);
  return (
    <div className={styles.page}>
      <PageState state={state}>
        {(doc) => (
          <>
            <OwnerHero title={doc.data.title} description={doc.data.description} image={doc.data.image}
              eyebrow={<Breadcrumbs trail={[{ label: 'Owners', href: '/owners' }, { label: doc.data.title, href: null }]} />} />
            <SubCategories category={slug} />
            <SupportArticlesGrid title={`${doc.data.title} articles`} sourceKey={slug} loadPage={(page) => fetchArticlePage(slug, page)} />
            <CategoryVideos category={slug} />
            <RecentlyViewed />
          </>
        )}
      </PageState>
    </div>
  );
}

/** /owners/category/sub/{slug}: a sub-category's articles, under its category. */
export function OwnersSubCategoryPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const state = useOwnerDocument<OrSupportSubCategoryData>('or_support_sub_category', slug);
  useDocumentTitle(state.data?.data.title);
  return (
    <div className={styles.page}>
      <PageState state={state}>
        {(doc) => {
          const category = doc.data.category && !doc.data.category.isBroken ? doc.data.category : null;
          const trail = [
            { label: 'Owners', href: '/owners' },
            ...(category ? [{ label: String(category.data?.title ?? category.uid), href: hrefOf(category) }] : []),
            { label: doc.data.title, href: null },
          ];
          return (
            <>
              <OwnerHero title={doc.data.title} description={doc.data.description} eyebrow={<Breadcrumbs trail={trail} />} />
              <SupportArticlesGrid title={`${doc.data.title} articles`} sourceKey={slug} loadPage={(page) => fetchArticlePage(slug, page)} />
              <RecentlyViewed />
            </>
          );
        }}
      </PageState>
    </div>
  );
}
