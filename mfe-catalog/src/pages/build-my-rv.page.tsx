import { Link } from '@rv/shared-lib/router';
import type { PageProps } from '@rv/shared-lib';
import { SUB_BRANDS } from '@rv/domain';
import { titleFromSlug, withIndefiniteArticle } from '@rv/domain/format';
import { BuildSteps, type BuildStep } from '../features/build/components/build-steps.component';
import { ChooseBrand, ChooseClass } from '../features/build/components/choose-brand.component';
import { ChooseFloorplan } from '../features/build/components/choose-floorplan.component';
import { ConfigureBuild } from '../features/build/components/configure-build.component';
import { BuildSummary } from '../features/build/components/build-summary.component';
import styles from '../features/build/build.module.css';
import { buildBrandHead, buildClassHead, buildFloorplanHead, buildModelHead, buildSummaryHead, useToolHead } from '@rv/shared-lib/seo';

const brandName = (slug: string) => SUB_BRANDS.find((s) => s.slug === slug)?.name ?? titleFromSlug(slug);

function Frame({ step, back, children }: { step: BuildStep; back?: { to: string; label: string }; children: React.ReactNode }) {
  return (
    <div className={`rv-container ${styles.page}`}>
      <BuildSteps current={step} />
      {back ? <p className={styles.noPrint}><Link to={back.to}>← {back.label}</Link></p> : null}
      {children}
    </div>
  );
}

/** `/build-my-rv`: choose a brand. */
export function BuildBrandPage() {
  useToolHead(buildBrandHead, {});
  return <Frame step="Brand"><h1>Build &amp; Price Your RV</h1><p>Choose a brand to start.</p><ChooseBrand /></Frame>;
}

/** `/build-my-rv/{brandSlug}`: choose a type class. */
export function BuildClassPage({ params }: PageProps) {
  useToolHead(buildClassHead, params, { brandName: brandName(params.brandSlug) });
  return (
    <Frame step="Type" back={{ to: '/build-my-rv', label: 'All brands' }}>
      <h1>Build {withIndefiniteArticle(brandName(params.brandSlug))}</h1>
      <ChooseClass brandSlug={params.brandSlug} />
    </Frame>
  );
}

/** `/build-my-rv/{brandSlug}/{classSlug}`: choose a floorplan. */
export function BuildFloorplanPage({ params }: PageProps) {
  useToolHead(buildFloorplanHead, params, { brandName: brandName(params.brandSlug), typeName: titleFromSlug(params.classSlug) });
  return (
    <Frame step="Floorplan" back={{ to: `/build-my-rv/${params.brandSlug}`, label: `${brandName(params.brandSlug)} types` }}>
      <h1>{brandName(params.brandSlug)} {titleFromSlug(params.classSlug)}: choose a floorplan</h1>
      <ChooseFloorplan brandSlug={params.brandSlug} classSlug={params.classSlug} />
    </Frame>
  );
}

/** `/build-my-rv/{brandSlug}/{classSlug}/{referenceId}`: options and decor (the build entry link of spec (screens and routes)). */
export function BuildModelPage({ params }: PageProps) {
  useToolHead(buildModelHead, params, { brandName: brandName(params.brandSlug) });
  return (
    <Frame step="Options" back={{ to: `/build-my-rv/${params.brandSlug}/${params.classSlug}`, label: 'Floorplans' }}>
      <ConfigureBuild brandSlug={params.brandSlug} classSlug={params.classSlug} referenceId={params.modelSlug} />
    </Frame>
  );
}

/** `/build-my-rv/.../summary`: the summary; the shell shows the footer on it (spec: screens and routes). */
export function BuildSummaryPage({ params }: PageProps) {
  useToolHead(buildSummaryHead, params, { brandName: brandName(params.brandSlug) });
  return (
    <Frame step="Summary">
      <BuildSummary brandSlug={params.brandSlug} classSlug={params.classSlug} referenceId={params.modelSlug} />
    </Frame>
  );
}
