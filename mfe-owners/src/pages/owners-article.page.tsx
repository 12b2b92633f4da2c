import { drawnImageProps, FULL_WIDTH, type ContentDocument, type OrSupportArticleData, hrefOf } from '@rv/shared-lib';
import { FETCH_FIRST, PageState } from '@rv/ui-kit';
import { articleHero, articleTags, toRecentArticle } from '@rv/shared-lib/owners';
import { ContentBlocks } from '../features/content-blocks/components/content-blocks.component';
import { Breadcrumbs } from '../features/owner-page/components/breadcrumbs.component';
import { useDocumentTitle } from '../features/owner-page/hooks/use-document-title';
import { useOwnerDocument } from '../features/owner-page/hooks/use-owner-document';
import { RelatedArticles } from '../features/owner-blocks/components/related-articles.component';
import { RecentlyViewed } from '../features/recently-viewed/components/recently-viewed.component';
import { useRecordArticleView } from '../features/recently-viewed/hooks/use-recent-articles';
import { VideoPlayer } from '../features/video-slider/components/video-player.component';
import type { PageProps } from '@rv/shared-lib';
import styles from '../features/owner-page/owner-page.module.css';
import article from './owners-article.module.css';

function ArticleView({ doc }: { doc: ContentDocument<OrSupportArticleData> }) {
  const data = doc.data;
  const hero = articleHero(data);
  const sub = articleTags(data, 'or_support_sub_category')[0] ?? null;
  const category = articleTags(data, 'or_support_category')[0] ?? null;
  useRecordArticleView(toRecentArticle(doc.uid ?? '', data));
  const trail = [
    { label: 'Owners', href: '/owners' },
    ...(category ? [{ label: String(category.data?.title ?? category.uid), href: hrefOf(category) }] : []),
    ...(sub ? [{ label: String(sub.data?.title ?? sub.uid), href: hrefOf(sub) }] : []),
    { label: data.title, href: null },
  ];
  return (
    <article className={article.article}>
      <Breadcrumbs trail={trail} />
      <header className={article.header}>
        <h1 className={styles.title}>{data.title}</h1>
        {data.description ? <p className={styles.intro}>{data.description}</p> : null}
      </header>
      {hero?.kind === 'video' ? <div className={article.hero}><VideoPlayer videoId={hero.videoId} title={data.title} poster={hero.poster} /></div> : null}
      {hero?.kind === 'image' ? (
        <div className={article.hero}><img src={hero.image.url} {...drawnImageProps(hero.image.url, FULL_WIDTH)} alt={hero.image.alt ?? ''} width={hero.image.dimensions?.width ?? 1600} height={hero.image.dimensions?.height ?? 900} {...FETCH_FIRST} /></div>
      ) : null}
      <div className={article.body}><ContentBlocks slices={data.body ?? []} /></div>
      <RelatedArticles uid={doc.uid} tag={sub?.uid ?? category?.uid ?? null} />
      <RecentlyViewed exceptUid={doc.uid} />
    </article>
  );
}

/** /owners/{uid}: a support article; an unknown uid is the 404 page (spec: error catalogue). */
export function OwnersArticlePage({ params }: PageProps) {
  const uid = params.uid ?? '';
  const state = useOwnerDocument<OrSupportArticleData>('or_support_article', uid);
  useDocumentTitle(state.data?.data.title);
  return <div className={styles.page}><PageState state={state}>{(doc) => <ArticleView doc={doc} />}</PageState></div>;
}
