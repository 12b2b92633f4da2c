import { useResource, onSiteLinkClick } from '@rv/shared-lib';
import { CardGrid, docLink } from '../../page/card-grid.component';
import { ListState } from '../../page/list-state.component';
import { formatArticleDate } from '../../blocks/story-blocks.component';
import { blogListHref, fetchBlogPage, tagLabel } from '../api/blog.resource';
import styles from './blog.module.css';

/** One page of blog cards for a tag, with previous/next page links. */
export function ArticleList({ base, tag, page }: { base: string; tag: string | null; page: number }) {
  const state = useResource(`blog:${tag ?? ''}:${page}`, () => fetchBlogPage(tag, page));
  const totalPages = state.data?.total_pages ?? 0;
  const list = state.status === 'success' ? { ...state, data: state.data.results } : { ...state, data: null };
  const heading = tag ? `Stories about ${tagLabel(tag)}` : 'Latest Stories';
  return (
    <section className="rv-container" aria-labelledby="blog-list-title">
      <h2 id="blog-list-title" className={styles.listTitle}>{heading}</h2>
      <ListState state={list} label="stories" empty={tag ? `No stories about ${tagLabel(tag)} yet.` : 'No stories yet.'}>
        {() => (
          <CardGrid label="Story cards" cards={(state.data?.results ?? []).map((d) => ({
            key: d.id, title: d.data.title, link: docLink('blog_detail', d.uid), image: d.data.hero_image, description: d.data.description,
            eyebrow: [formatArticleDate(d.data.date), d.data.author?.name].filter(Boolean).join(' · '),
          }))} />
        )}
      </ListState>
      {totalPages > 1 ? (
        <nav className={styles.pager} aria-label="Story pages">
          {page > 1 ? <a href={blogListHref(base, tag, page - 1)} onClick={onSiteLinkClick} rel="prev">Newer stories</a> : <span />}
          <span>Page {Math.min(page, totalPages)} of {totalPages}</span>
          {page < totalPages ? <a href={blogListHref(base, tag, page + 1)} onClick={onSiteLinkClick} rel="next">Older stories</a> : <span />}
        </nav>
      ) : null}
    </section>
  );
}
