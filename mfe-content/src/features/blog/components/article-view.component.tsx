import { readRuntimeConfig, type BlogDetailData, type ContentDocument, onSiteLinkClick } from '@rv/shared-lib';
import { BlockRenderer } from '../../blocks/block-renderer.component';
import { formatArticleDate } from '../../blocks/story-blocks.component';
import { PageHero } from '../../page/page-hero.component';
import { articleLd, breadcrumbList } from '../../seo/json-ld';
import { useSeo } from '../../seo/use-seo';
import { blogListHref, tagLabel } from '../api/blog.resource';
import styles from './blog.module.css';

/** A blog article: breadcrumbs, hero, byline, its blocks and its topics; Article and BreadcrumbList JSON-LD. */
export function ArticleView({ doc, base, blogTitle }: { doc: ContentDocument<BlogDetailData>; base: string; blogTitle: string }) {
  const d = doc.data;
  const path = `${base}/${doc.uid}`;
  const { companyName } = readRuntimeConfig();
  const crumbs = [{ name: 'Home', path: '/' }, { name: blogTitle, path: base }, { name: d.title, path }];
  useSeo({
    title: d.title, description: d.meta_description || d.description, image: d.meta_image ?? d.hero_image, path, type: 'article',
    jsonLd: [
      articleLd({ title: d.title, description: d.description, path, image: d.hero_image, datePublished: d.date || doc.first_publication_date, dateModified: doc.last_publication_date, author: d.author, publisher: companyName }),
      breadcrumbList(crumbs),
    ],
  });
  return (
    <article>
      <nav className={`rv-container ${styles.crumbs}`} aria-label="Breadcrumb">
        <ol>
          {crumbs.map((c, i) => (
            <li key={c.path}>{i < crumbs.length - 1 ? <a href={c.path} onClick={onSiteLinkClick}>{c.name}</a> : <span aria-current="page">{c.name}</span>}</li>
          ))}
        </ol>
      </nav>
      <PageHero title={d.title} image={d.hero_image} intro={d.description ? [{ type: 'paragraph', text: d.description }] : null}>
        <p className={styles.byline}>
          {d.author?.avatar?.url ? <img className={styles.avatar} src={d.author.avatar.url} alt="" width={48} height={48} /> : null}
          <span>
            {d.author?.name ? <>By {d.author.name}{d.author.role ? `, ${d.author.role}` : ''} · </> : null}
            {d.date ? <time dateTime={d.date}>{formatArticleDate(d.date)}</time> : null}
          </span>
        </p>
      </PageHero>
      <BlockRenderer slices={d.body} />
      {doc.tags.length ? (
        <nav className={styles.tags} aria-label="Article topics">
          <ul>{doc.tags.map((tag) => <li key={tag}><a href={blogListHref(base, tag)} onClick={onSiteLinkClick}>{tagLabel(tag)}</a></li>)}</ul>
        </nav>
      ) : null}
    </article>
  );
}
