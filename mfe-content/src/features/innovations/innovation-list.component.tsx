import { fetchAllByType, useResource, type InnovationData } from '@rv/shared-lib';
import { CardGrid, docLink } from '../page/card-grid.component';
import { ListState } from '../page/list-state.component';

/** Every innovation as a card (hero, title, summary), oldest first: the order they were introduced. */
export function InnovationList() {
  const state = useResource('innovations', () => fetchAllByType<InnovationData>('innovation').then((docs) => [...docs].reverse()));
  return (
    <div className="rv-container">
      <ListState state={state} label="innovations" empty="No innovations to show yet.">
        {(docs) => (
          <CardGrid label="Innovations" cards={docs.map((d) => ({
            key: d.id, title: d.data.title, link: docLink('innovation', d.uid), image: d.data.hero_image, description: d.data.summary, linkLabel: 'Learn more',
          }))} />
        )}
      </ListState>
    </div>
  );
}
