import type { Activity } from '../../dealer-api';
import { formatCalendarDate } from '@rv/domain/locale';
import { pointAmount } from '../point-amount';

/** One activity as a list line: what happened, the points it earned and when. */
export function ActivityLine({ activity: a, mutedClassName }: { activity: Activity; mutedClassName?: string }) {
  return (
    <>
      {a.description}
      {a.points.length ? ` (+${a.points.map((p) => pointAmount(p.amount, p.name)).join(', ')})` : ''}{' '}
      <time dateTime={a.createdOn} className={mutedClassName}>{formatCalendarDate(a.createdOn)}</time>
    </>
  );
}
