import type { LeaderboardEntry } from '../../dealer-api';
import styles from './rewards.module.css';

/** One page of leaderboard entries; the signed-in user's row is marked. On phones the dealership sits under the name. */
export function LeaderboardTable({ entries, caption, mine }: { entries: LeaderboardEntry[]; caption: string; mine?: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr><th scope="col">Rank</th><th scope="col">Name</th><th scope="col" className={styles.wideOnly}>Dealership</th><th scope="col">Points</th></tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.user.uuid} className={e.user.uuid === mine ? styles.mine : undefined} aria-current={e.user.uuid === mine ? 'true' : undefined}>
            <td>{e.rank}</td>
            <td>
              {`${e.user.firstName} ${e.user.lastName}`}
              {/* Phones: the dealership under the name, so three columns share 320 px and no word is broken. */}
              <span className={styles.phoneOnly}>{e.user.dealershipName}</span>
            </td>
            <td className={styles.wideOnly}>{e.user.dealershipName}</td>
            <td>{e.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
