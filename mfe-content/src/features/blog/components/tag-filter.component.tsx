import { useResource, onSiteLinkClick } from '@rv/shared-lib';
import { blogListHref, fetchBlogTags, tagLabel } from '../api/blog.resource';
import styles from './blog.module.css';

/** Topic filter of the blog list: links to `?tag=`, the current one marked; nothing when tags fail to load. */
export function TagFilter({ base, current }: { base: string; current: string | null }) {
  const tags = useResource('blog-tags', fetchBlogTags);
  const list = tags.data ?? [];
  if (tags.status === 'error' || (tags.status === 'success' && list.length === 0)) return null;
  return (
    <nav className={styles.tags} aria-label="Filter by topic" aria-busy={tags.status === 'loading'}>
      <ul>
        <li><a href={base} onClick={onSiteLinkClick} aria-current={current === null ? 'page' : undefined}>All Stories</a></li>
        {list.map((tag) => (
          <li key={tag}><a href={blogListHref(base, tag)} onClick={onSiteLinkClick} aria-current={tag === current ? 'page' : undefined}>{tagLabel(tag)}</a></li>
        ))}
      </ul>
    </nav>
  );
}
