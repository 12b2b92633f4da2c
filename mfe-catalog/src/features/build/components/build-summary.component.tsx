import { Link, useSearchParams } from '@rv/shared-lib/router';
import { errorStatus, useResource } from '@rv/shared-lib';
import { Button, ErrorPage } from '@rv/ui-kit';
import {
  buildLines, buildQueryString, buildTotals, chosenOptionCodes, fetchSavedBuild, parseBuildQuery, type BuildModelOptions,
} from '../../build-state';
import { elevationImage } from '@rv/shared-lib/catalog';
import { titleFromSlug } from '@rv/domain/format';
import { useBuildState } from '../hooks/use-build-state';
import { useBuildToken } from '../hooks/use-build-token';
import { BuildSheet } from './build-sheet.component';
import { BuildWeights } from './build-weights.component';
import { DownloadBuildPdf } from './download-build-pdf.component';
import { LoadState } from './load-state.component';
import { NearbyStock } from './nearby-stock.component';
import { SendToDealer } from './send-to-dealer.component';
import { ShareBuild } from './share-build.component';
import styles from '../build.module.css';

interface Props { brandSlug: string; classSlug: string; referenceId: string }
interface SummaryView { model: BuildModelOptions; options: string[]; decor: string | null; token: string | null; notices: string[] }

/** Step 5 from the URL (a build in progress) or from `?build={token}` (a shared link, possibly on another device). */
export function BuildSummary(props: Props) {
  const [params] = useSearchParams();
  const token = parseBuildQuery(params).token;
  return token ? <SavedSummary {...props} token={token} /> : <DraftSummary {...props} />;
}

function DraftSummary({ brandSlug, classSlug, referenceId }: Props) {
  const { query, model } = useBuildState(referenceId);
  return (
    <LoadState state={model} label="build">
      {(m) => <SummaryBody {...{ brandSlug, classSlug, referenceId }} view={{ model: m, options: query.options.filter((c) => m.options.some((o) => o.code === c)), decor: query.decor, token: null, notices: [] }} />}
    </LoadState>
  );
}

function SavedSummary({ token, ...props }: Props & { token: string }) {
  const saved = useResource(`saved-build:${token}`, () => fetchSavedBuild(token));
  if (saved.status === 'error' && [400, 404].includes(errorStatus(saved.error) ?? 0)) {
    return <ErrorPage statusCode={404} message="We could not find a saved build for this link. It may have been mistyped." />;
  }
  return (
    <LoadState state={saved} label="saved build">
      {(b) => {
        const notices = b.missing.options.map((o) => `${o.name} is no longer offered on this floorplan and was left out.`);
        if (!b.model) {
          return (
            <div className={styles.sheet}>
              <h1>{b.modelName} {b.modelYear}</h1>
              <p role="alert" className={styles.notice}>The {b.modelName} {b.modelYear} is no longer offered, so this build cannot be priced today.</p>
              <p>It had: {b.missing.options.map((o) => o.name).join(', ') || 'no options'}{b.decor ? `; decor ${titleFromSlug(b.decor)}` : ''}.</p>
              <Link to="/build-my-rv">Start a new build</Link>
            </div>
          );
        }
        return <SummaryBody {...props} view={{ model: b.model, options: b.options.map((o) => o.code), decor: b.decor, token: b.token, notices }} />;
      }}
    </LoadState>
  );
}

function SummaryBody({ brandSlug, classSlug, referenceId, view }: Props & { view: SummaryView }) {
  const { model, options, decor, token, notices } = view;
  const lines = buildLines(model.options, options);
  const totals = buildTotals(model.basePrice, lines);
  const base = `/build-my-rv/${brandSlug}/${classSlug}/${encodeURIComponent(referenceId)}`;
  const title = `${model.name} ${model.modelYear}`;
  const build = { referenceId: model.referenceId, modelYear: model.modelYear, options, decor };
  const buildToken = useBuildToken(build, token);
  return (
    <>
      <BuildSheet
        title={`Your ${title}`} image={elevationImage(model)} basePrice={model.basePrice} lines={lines} decor={decor ? titleFromSlug(decor) : null} total={totals.total}
        weights={<BuildWeights model={model} optionsWeight={totals.weight} />}
      >
        {notices.map((n) => <p key={n} role="alert" className={styles.notice}>{n}</p>)}
      </BuildSheet>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Link className="rv-button rv-button--secondary rv-button--md" to={`${base}${buildQueryString({ year: model.modelYear, options, decor })}`}>Change options</Link>
        <Button theme="secondary" onClick={() => window.print()}>Print spec sheet</Button>
        <DownloadBuildPdf buildToken={buildToken} />
        <SendToDealer floorplan={model} buildTitle={title} buildToken={buildToken} />
      </div>
      <div className={styles.noPrint}>
        <NearbyStock
          referenceId={model.referenceId} modelYear={model.modelYear} optionCodes={chosenOptionCodes(model.options, options)}
          floorplan={model} buildTitle={title} buildToken={buildToken}
        />
      </div>
      <div className={styles.noPrint}>
        <ShareBuild key={token ?? 'draft'} token={token} summaryPath={`${base}/summary`} build={build} buildToken={buildToken} />
      </div>
    </>
  );
}
