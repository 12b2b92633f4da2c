import { useId, useState } from 'react';
import { useSearchParams } from '@rv/shared-lib/router';
import { findAttribute, useAuthStore, USER_ATTRIBUTE_CODES } from '@rv/shared-lib';
import { dealershipSpiffTiles, mySpiffTiles, SPIFF_TEST_DATA, SPIFF_TEST_DATA_PARAM, type ProgramLine, type ProgramLineList, type SpiffTile } from '../../dealer-api';
import { DEFAULT_LINE_OWNER_FILTER, filterLinesByOwner, type LineOwnerFilter } from '../claim-eligibility';
import { DataView } from '../../dashboard/components/data-view.component';
import { useDealershipScope } from '../../dealership-select/dealership-choice';
import { useProgramLines } from '../hooks/use-program-lines';
import { ClaimDialog } from './claim-dialog.component';
import { LineDetails } from './line-details.component';
import { OwnerFilter } from './owner-filter.component';
import { ProgramLinesTable } from './program-lines-table.component';
import styles from './incentives.module.css';

const TABS: Array<[ProgramLineList, string]> = [['approved', 'Approved'], ['processed', 'In Progress'], ['pending', 'Pending'], ['completed', 'Completed']];

/**
 * Spiff tiles from the stats, one tab per list, the sortable table, details and claims (dealer spec: screens and routes; states and transitions; validation rules),
 * of the dealership chosen in the Location select (or all of the user's); the user's own lines by default.
 */
export function IncentivesView() {
  const [params] = useSearchParams();
  const sampleMode = params.has(SPIFF_TEST_DATA_PARAM);
  const scope = useDealershipScope();
  const [list, setList] = useState<ProgramLineList>('approved');
  const [owner, setOwner] = useState<LineOwnerFilter>(DEFAULT_LINE_OWNER_FILTER);
  const { stats, lines, claim } = useProgramLines(list, sampleMode, scope.dealership);
  const [details, setDetails] = useState<ProgramLine | null>(null);
  const [claiming, setClaiming] = useState<ProgramLine | null>(null);
  const [notice, setNotice] = useState('');
  // The sample belongs to one test salesperson, taken as the user, so every sample line stays claimable (and the claim says it is a sample).
  const salesPersonId = useAuthStore((s) => findAttribute(s.user?.attributes, USER_ATTRIBUTE_CODES.SALESPERSON_ID)?.value);
  const mine = sampleMode ? SPIFF_TEST_DATA[0].parmSalesPersonId : salesPersonId;
  const count = (l: ProgramLineList) => (stats.status === 'success' ? ` (${stats.data[l].count})` : '');
  const tabLabel = TABS.find(([k]) => k === list)?.[1] ?? '';
  const where = sampleMode ? 'A Test Dealer' : scope.organizations.length === 1 ? scope.organizations[0].dealershipName : 'all your dealerships';
  const shown = lines.status === 'success' ? { ...lines, data: filterLinesByOwner(lines.data, owner, mine) } : lines;
  return (
    <>
      {sampleMode ? <p className={styles.sample} role="note">Showing sample data (spiffTestData).</p> : null}
      <p className={styles.scope}>Spiffs of {where}.</p>
      <DataView state={stats} what="spiff totals" empty="">
        {(s) => (
          <>
            <Tiles tiles={mySpiffTiles(s)} label="Your spiffs" />
            {/* The whole dealership's figures, labelled as such: they are not the user's to claim. */}
            <Tiles tiles={dealershipSpiffTiles(s)} label={`Every salesperson at ${where}`} small />
            <p className={styles.scope}>Tab counts include every salesperson&apos;s lines.</p>
          </>
        )}
      </DataView>
      <div role="tablist" aria-label="Spiff lines by status" className={styles.tabs}>
        {TABS.map(([key, label]) => (
          <button key={key} type="button" role="tab" id={`dealer-tab-${key}`} aria-selected={list === key} aria-controls="dealer-lines-panel"
            className={list === key ? styles.tabActive : styles.tab} onClick={() => setList(key)}>
            {label}{count(key)}
          </button>
        ))}
      </div>
      <OwnerFilter value={owner} onChange={setOwner} />
      <p role="status" className={styles.notice}>{notice}</p>
      <div role="tabpanel" id="dealer-lines-panel" aria-labelledby={`dealer-tab-${list}`}>
        <DataView state={shown} what="spiff lines" isEmpty={(l) => l.length === 0}
          empty={owner === 'mine' ? `You have no ${tabLabel.toLowerCase()} spiff lines. Choose "All salespeople" to see the dealership's.` : 'No spiff lines here.'}>
          {(l) => (
            <ProgramLinesTable lines={l} caption={`${tabLabel} spiff lines, ${owner === 'mine' ? 'mine' : 'all salespeople'}`} onDetails={setDetails} mySalesPersonId={mine}
              onClaim={(line) => { setNotice(''); setClaiming(line); }} />
          )}
        </DataView>
      </div>
      {details ? <LineDetails line={details} sampleMode={sampleMode} onClose={() => setDetails(null)} /> : null}
      {claiming ? (
        <ClaimDialog line={claiming} claim={claim} onClose={() => setClaiming(null)} onClaimed={(message) => { setClaiming(null); setNotice(message); }} />
      ) : null}
    </>
  );
}

function Tiles({ tiles, label, small = false }: { tiles: SpiffTile[]; label: string; small?: boolean }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.tilesTitle}>{label}</h2>
      <dl className={small ? `${styles.tiles} ${styles.tilesSmall}` : styles.tiles}>
        {tiles.map((t) => (
          <div key={t.list} className={styles.tile}>
            <dt>{t.label}</dt>
            <dd><span className={styles.tileCount}>{t.count}</span> <span>{t.amount}</span></dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
