import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@rv/ui-kit';
import styles from './search.module.css';

/** A group of results under its own heading, present while it loads or fails too, so the page keeps its outline. */
export function GroupSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>{title}</h2>
      {children}
    </section>
  );
}

interface PagedListProps {
  /** What the group lists, in the plural ("floorplans"): for its count, empty line and button. */
  what: string;
  shown: number;
  total: number;
  loadingMore?: boolean;
  moreFailed?: boolean;
  onShowMore(): void;
  children: ReactNode;
}

/**
 * How many of how many results are shown, the list, and a 'Show more' button while more remain.
 * After more arrive, focus moves to the first new result so a keyboard user reads on where the list grew.
 */
export function PagedList({ what, shown, total, loadingMore = false, moreFailed = false, onShowMore, children }: PagedListProps) {
  const list = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null || shown <= focusFrom.current) return;
    list.current?.querySelectorAll<HTMLElement>('li a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown]);
  if (total === 0) return <p className={styles.muted}>No {what} match.</p>;
  const showMore = () => {
    focusFrom.current = shown;
    onShowMore();
  };
  return (
    <>
      <p className={styles.muted}>Showing {shown} of {total} {what}</p>
      <div ref={list} className={styles.listBox}>{children}</div>
      {moreFailed ? <p role="alert" className={styles.error}>More {what} could not be loaded. Try again.</p> : null}
      {shown < total ? (
        <Button theme="secondary" size="sm" onClick={showMore} disabled={loadingMore}>
          {loadingMore ? `Loading more ${what}…` : `Show more ${what}`}
        </Button>
      ) : null}
    </>
  );
}
