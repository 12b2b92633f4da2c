import { useEffect, useState } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { studioApi } from '@rv/shared-lib/studio';
import type { DocumentLink, StudioLinkTarget } from '@rv/domain/content';
import { useSignedInStaff } from '../../session/staff-session';
import styles from './links.module.css';

/** A document link to a chosen document, as the content API stores one (resolved again when read). */
export const linkTo = (target: StudioLinkTarget): DocumentLink =>
  ({ link_type: 'Document', type: target.type, uid: target.uid, slug: target.uid, isBroken: false });

/**
 * Chooses a link target among the site's existing documents (of one type when `type` is given) by words of
 * their titles: a link can only point at a document that exists, so none is broken when saved.
 */
export function LinkPicker({ label, type, onChoose }: { label: string; type?: string; onChoose(target: StudioLinkTarget): void }) {
  const staff = useSignedInStaff();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<StudioLinkTarget[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      studioApi.findLinkTargets(staff, query, type).then(
        (found) => current && setResults(found.results),
        (error) => current && setProblem(errorMessage(error)),
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [staff, query, type]);
  return (
    <div className={styles.picker}>
      <label>{label}<input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Words of the title" /></label>
      {problem ? <p role="alert">{problem}</p> : null}
      <ul aria-label={`${label}: matching documents`} className={styles.results}>
        {(results ?? []).map((target) => (
          <li key={`${target.type}/${target.uid}`}>
            <button type="button" onClick={() => onChoose(target)}>{target.title}</button> <span>{target.url}</span>
          </li>
        ))}
      </ul>
      {results?.length === 0 ? <p>No document matches.</p> : null}
    </div>
  );
}
