import { useId, useState } from 'react';
import { userBrandCodes } from '@rv/shared-lib';
import {
  type LeaderboardSettings, DEFAULT_LEADERBOARD_TIME_FRAME, DEFAULT_LEADERBOARD_USER_SAMPLING, fetchLeaderboard, LEADERBOARD_PAGE_SIZE, LEADERBOARD_TIME_FRAME_LABELS, LEADERBOARD_TIME_FRAMES, LEADERBOARD_USER_SAMPLINGS, leaderboardRegion, leaderboardSamplingLabel, myRankText, type LeaderboardTimeFrame, type LeaderboardUserSampling,
} from '../../dealer-api';
import { brandByCode } from '@rv/domain';
import { compareText } from '@rv/domain/locale';
import { DataView } from '../../dashboard/components/data-view.component';
import { useDealershipScope } from '../../dealership-select/dealership-choice';
import { useGamificationId } from '../hooks/use-account-ids';
import { useAccountResource } from '../hooks/use-account-resource';
import { LeaderboardTable } from './leaderboard-table.component';
import styles from './rewards.module.css';

/** The brand choices: every brand of the user's dealerships (brand list codes), by name; '' is all brands. */
export function leaderboardBrands(codes: readonly string[]): Array<{ code: string; name: string }> {
  return codes.map((code) => ({ code, name: brandByCode(code)?.name ?? code })).sort((a, b) => compareText(a.name, b.name));
}

/**
 * Leaderboard (dealer spec: entities and fields; constants and limits): time frame (month by default), sampling (my dealership by default),
 * brand (the settings' brand: all brands by default, or one of the user's brands), 10 a page, my rank.
 */
export function LeaderboardCard() {
  const [timeFrame, setTimeFrame] = useState<LeaderboardTimeFrame>(DEFAULT_LEADERBOARD_TIME_FRAME);
  const [userSampling, setUserSampling] = useState<LeaderboardUserSampling>(DEFAULT_LEADERBOARD_USER_SAMPLING);
  const [brand, setBrand] = useState('');
  const [page, setPage] = useState(0);
  // The Location select's dealership: its people (my dealership, its region) and its brands.
  const scope = useDealershipScope();
  const brands = leaderboardBrands(userBrandCodes(scope));
  const shownBrand = brands.some((b) => b.code === brand) ? brand : '';
  const settings: LeaderboardSettings = {
    timeFrame, userSampling, page, count: LEADERBOARD_PAGE_SIZE, myRank: true, ...(shownBrand ? { brand: shownBrand } : {}), ...(scope.dealership ? { dealership: scope.dealership } : {}),
  };
  const key = `leaderboard:${timeFrame}:${userSampling}:${shownBrand}:${page}:${scope.dealership ?? ''}`;
  const board = useAccountResource(useGamificationId(), key, (id) => fetchLeaderboard(id, settings));
  const frameId = useId();
  const samplingId = useId();
  const brandId = useId();
  const brandName = brands.find((b) => b.code === shownBrand)?.name;
  const where = scope.dealership && userSampling === 'dealership' ? ` (${scope.organizations[0].dealershipName})` : '';
  // The region the API samples: the chosen dealership's, else the user's first dealership's.
  const state = scope.organizations[0]?.addresses[0]?.state ?? '';
  const regionName = state ? leaderboardRegion(state).name : null;
  const caption = `${LEADERBOARD_TIME_FRAME_LABELS[timeFrame]}, ${leaderboardSamplingLabel(userSampling, regionName)}${where}${brandName ? `, ${brandName}` : ''}`;
  return (
    <section aria-labelledby="dealer-leaderboard-title" className={styles.card}>
      <h2 id="dealer-leaderboard-title" className={styles.cardTitle}>Leaderboard</h2>
      <div className={styles.filters}>
        <label htmlFor={frameId}>Time frame</label>
        <select id={frameId} value={timeFrame} onChange={(e) => { setTimeFrame(e.target.value as LeaderboardTimeFrame); setPage(0); }}>
          {LEADERBOARD_TIME_FRAMES.map((t) => <option key={t} value={t}>{LEADERBOARD_TIME_FRAME_LABELS[t]}</option>)}
        </select>
        <label htmlFor={samplingId}>Compare with</label>
        <select id={samplingId} value={userSampling} onChange={(e) => { setUserSampling(e.target.value as LeaderboardUserSampling); setPage(0); }}>
          {LEADERBOARD_USER_SAMPLINGS.map((s) => <option key={s} value={s}>{leaderboardSamplingLabel(s, regionName)}</option>)}
        </select>
        <label htmlFor={brandId}>Brand</label>
        <select id={brandId} value={shownBrand} onChange={(e) => { setBrand(e.target.value); setPage(0); }}>
          <option value="">All brands</option>
          {brands.map((b) => <option key={b.code} value={b.code}>{b.name}</option>)}
        </select>
      </div>
      <DataView state={board} what="leaderboard" reserve="24rem" isEmpty={(b) => b.users.length === 0} empty="Nobody has earned points in this time frame yet.">
        {(b) => (
          <>
            <p className={styles.rank}>{myRankText(b.myRank)}</p>
            <LeaderboardTable entries={b.users} caption={caption} mine={b.myRank?.user.uuid} />
            <div className={styles.pager}>
              <button type="button" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>Previous</button>
              <span>Page {page + 1} of {Math.max(1, Math.ceil(b.total / LEADERBOARD_PAGE_SIZE))}</span>
              <button type="button" disabled={(page + 1) * LEADERBOARD_PAGE_SIZE >= b.total} onClick={() => setPage((p) => p + 1)}>Next</button>
            </div>
          </>
        )}
      </DataView>
    </section>
  );
}
