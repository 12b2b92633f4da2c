import { fetchAllByType, type HowtoDetailData, type HowtoLandingData, type PageProps, useResource } from '@rv/shared-lib';
import { PageState } from '@rv/ui-kit';
import { OwnerCard } from '../features/cards/components/owner-card.component';
import { ContentBlocks } from '../features/content-blocks/components/content-blocks.component';
import { HowtoSteps } from '../features/howto/components/howto-steps.component';
import { Breadcrumbs } from '../features/owner-page/components/breadcrumbs.component';
import { OwnerHero } from '../features/owner-page/components/owner-hero.component';
import { OwnerLanding } from '../features/owner-page/components/owner-landing.component';
import { useDocumentTitle } from '../features/owner-page/hooks/use-document-title';
import { useOwnerDocument } from '../features/owner-page/hooks/use-owner-document';
import { VideoPlayer } from '../features/video-slider/components/video-player.component';
import styles from '../features/owner-page/owner-page.module.css';
import howto from '../features/howto/howto.module.css';

/** Every how-to as a card; a failure offers a retry, an empty library says so. */
function HowtoList() {
  const list = useResource('howto-list', () => fetchAllByType<HowtoDetailData>('howto_detail'));
  if (list.status === 'loading') return <p role="status">Loading guides…</p>;
  if (list.status === 'error') {
    return <div role="alert"><p>The guides could not be loaded.</p><button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={list.reload}>Try again</button></div>;
  }
  if (list.data.length === 0) return <p>No guides yet.</p>;
  return (
    <section aria-label="Guides" className={styles.section}>
      <h2 className={styles.sectionTitle}>Guides</h2>
      <ul className={howto.list}>
        {list.data.map((d) => (
          <li key={d.id}><OwnerCard title={d.data.title} href={`/owners-how-to/${d.uid}`} image={d.data.hero_image} description={d.data.summary} hasVideo={Boolean(d.data.youtube_video_id)} /></li>
        ))}
      </ul>
    </section>
  );
}

/** /owners-how-to: the how-to library. */
export function HowtoLandingPage() {
  return (
    <OwnerLanding<HowtoLandingData> type="howto_landing" uid="owners-how-to">
      {(doc) => (
        <>
          <HowtoList />
          <ContentBlocks slices={doc.data.body ?? []} />
        </>
      )}
    </OwnerLanding>
  );
}

/** /owners-how-to/{slug}: one guide with its facts, steps, optional video and blocks; unknown slug is 404. */
export function HowtoDetailPage({ params }: PageProps) {
  const state = useOwnerDocument<HowtoDetailData>('howto_detail', params.slug ?? '');
  useDocumentTitle(state.data?.data.title);
  return (
    <div className={styles.page}>
      <PageState state={state}>
        {(doc) => (
          <>
            <OwnerHero title={doc.data.title} description={doc.data.summary} image={doc.data.hero_image}
              eyebrow={<Breadcrumbs trail={[{ label: 'How-To', href: '/owners-how-to' }, { label: doc.data.title, href: null }]} />} />
            <div className={howto.detail}>
              <HowtoSteps data={doc.data} />
              {doc.data.youtube_video_id ? <div className={howto.video}><VideoPlayer videoId={doc.data.youtube_video_id} title={doc.data.title} poster={doc.data.hero_image} /></div> : null}
              <ContentBlocks slices={doc.data.body ?? []} />
            </div>
          </>
        )}
      </PageState>
    </div>
  );
}
