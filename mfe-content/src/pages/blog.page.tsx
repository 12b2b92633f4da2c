import { useLocation } from '@rv/shared-lib/router';
import { type BlogDetailData, type BlogLandingData, type ContentDocument, readRuntimeConfig } from '@rv/shared-lib';
import { PageState } from '@rv/ui-kit';
import { ArticleList } from '../features/blog/components/article-list.component';
import { ArticleView } from '../features/blog/components/article-view.component';
import { FeaturedStory } from '../features/blog/components/featured-story.component';
import { TagFilter } from '../features/blog/components/tag-filter.component';
import { blogListHref, pageFromQuery, tagLabel } from '../features/blog/api/blog.resource';
import { PageHero } from '../features/page/page-hero.component';
import { useContentDocument } from '../features/page/use-content-document';
import { breadcrumbList } from '../features/seo/json-ld';
import { useSeo } from '../features/seo/use-seo';
import type { PageProps } from '@rv/shared-lib';

/** `/{company}-life`: company name from configuration. */
export const blogBase = () => `/${readRuntimeConfig().companySlug}-life`;

function BlogList({ doc, tag, page }: { doc: ContentDocument<BlogLandingData>; tag: string | null; page: number }) {
  const base = blogBase();
  const title = tag ? `${doc.data.title}: ${tagLabel(tag)}` : doc.data.title;
  useSeo({
    title: page > 1 ? `${title} (page ${page})` : title, description: doc.data.meta_description, image: doc.data.meta_image ?? doc.data.hero_image,
    path: blogListHref(base, tag, page), jsonLd: [breadcrumbList([{ name: 'Home', path: '/' }, { name: doc.data.title, path: base }])],
  });
  return (
    <article>
      <PageHero title={doc.data.title} image={doc.data.hero_image} intro={doc.data.intro} />
      <TagFilter base={base} current={tag} />
      {!tag && page === 1 ? <FeaturedStory story={doc.data.featured} /> : null}
      <ArticleList base={base} tag={tag} page={page} />
    </article>
  );
}

/** `/{company}-life` with optional `?tag=` and `?page=`: the blog landing and its articles. */
export function BlogListPage() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const tag = query.get('tag')?.trim() || null;
  const state = useContentDocument<BlogLandingData>('blog_landing', 'blog');
  return <PageState state={state}>{(doc) => <BlogList doc={doc} tag={tag} page={pageFromQuery(query.get('page'))} />}</PageState>;
}

/** `/{company}-life/{slug}`: one article; an unknown slug shows the 404 page. */
export function BlogArticlePage({ params }: PageProps) {
  const state = useContentDocument<BlogDetailData>('blog_detail', params.slug);
  const { companyName } = readRuntimeConfig();
  return <PageState state={state}>{(doc) => <ArticleView doc={doc} base={blogBase()} blogTitle={`${companyName} Life`} />}</PageState>;
}
