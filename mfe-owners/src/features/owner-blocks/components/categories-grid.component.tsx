import type { CategoriesGridSlice, ImageField } from '@rv/shared-lib';
import { hrefOf } from '@rv/shared-lib';
import { OwnerCard } from '../../cards/components/owner-card.component';
import styles from '../owner-blocks.module.css';

interface CategoryFields { title?: string; icon?: ImageField; description?: string }

/** Categories grid: a card per linked support category (icon, title, description); broken links dropped. */
export function CategoriesGrid({ slice }: { slice: CategoriesGridSlice }) {
  const categories = slice.items.map((i) => i.category)
    .filter((c) => c && !c.isBroken && ((c.data ?? {}) as CategoryFields).title?.trim());
  if (categories.length === 0) return null;
  return (
    <section className={styles.block} aria-label={slice.primary.title || 'Categories'}>
      <h2 className={styles.blockTitle}>{slice.primary.title || 'Categories'}</h2>
      <ul className={styles.grid}>
        {categories.map((c) => {
          const d = c.data as CategoryFields;
          return <li key={c.uid}><OwnerCard title={d.title!} href={hrefOf(c)} image={d.icon} description={d.description} variant="solution" /></li>;
        })}
      </ul>
    </section>
  );
}
