import { fetchAllByType, useResource, type TypeLandingData } from '@rv/shared-lib';
import { compareText } from '@rv/domain/locale';
import { CardGrid, docLink } from '../page/card-grid.component';
import { ListState } from '../page/list-state.component';

/** Every type landing as a card (hero, name, pitch) in the order of the type classes. */
export function RvTypeList() {
  const state = useResource('type-landings', () => fetchAllByType<TypeLandingData>('type_landing').then((docs) => [...docs].sort((a, b) => compareText(a.data.title, b.data.title))));
  return (
    <div className="rv-container">
      <ListState state={state} label="RV types" empty="No RV types to show yet.">
        {(docs) => (
          <CardGrid label="RV types" columns={4} cards={docs.map((d) => ({
            key: d.id, title: d.data.title, link: docLink('type_landing', d.uid), image: d.data.hero_image, description: d.data.meta_description, linkLabel: `Shop ${d.data.title}`,
          }))} />
        )}
      </ListState>
    </div>
  );
}
