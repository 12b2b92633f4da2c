import { currentLevel, DEFAULT_LEVEL_NAME, fetchUserLevels, levelProgress, nextLevel, type Level, type LevelCategory } from '../../dealer-api';
import { DataView, ProgressBar } from '../../dashboard/components/data-view.component';
import { useGamificationId } from '../hooks/use-account-ids';
import { useAccountResource } from '../hooks/use-account-resource';
import styles from './rewards.module.css';

const SHOWN: Array<[LevelCategory, string]> = [['sales_level', 'Sales level'], ['learning_level', 'Learning level']];

/** Sales and learning levels with the next level and the progress towards it (dealer spec: screens and routes; states and transitions). */
export function LevelsCard() {
  const levels = useAccountResource(useGamificationId(), 'levels', fetchUserLevels);
  return (
    <section aria-labelledby="dealer-levels-title" className={styles.card}>
      <h2 id="dealer-levels-title" className={styles.cardTitle}>My levels</h2>
      <DataView state={levels} what="levels" reserve="10rem" isEmpty={(l) => l.length === 0} empty="No levels are defined yet.">
        {(all) => (
          <div className={styles.levels}>
            {SHOWN.map(([category, label]) => <LevelRow key={category} levels={all} category={category} label={label} />)}
          </div>
        )}
      </DataView>
    </section>
  );
}

function LevelRow({ levels, category, label }: { levels: Level[]; category: LevelCategory; label: string }) {
  const current = currentLevel(levels, category);
  const next = nextLevel(levels, current) ?? levels.filter((l) => l.tags[0]?.tag === category).sort((a, b) => a.attrs.points - b.attrs.points)[0];
  const atTop = current !== undefined && next?.id === current.id;
  const progress = atTop ? 100 : levelProgress(next);
  return (
    <div className={styles.level}>
      <h3 className={styles.levelTitle}>{label}: {current?.name ?? DEFAULT_LEVEL_NAME}</h3>
      <p className={styles.muted}>{atTop || !next ? 'Top level reached' : `Next level: ${next.name} (${next.attrs.points} points)`}</p>
      <ProgressBar value={progress} label={`${label} progress`} />
    </div>
  );
}
