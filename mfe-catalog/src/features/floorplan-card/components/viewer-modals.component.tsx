import { Modal } from '@rv/ui-kit';
import { tourLink, type Model } from '@rv/shared-lib/catalog';
import { TourDialog } from '../../tour-viewer/components/tour-dialog.component';
import styles from '../floorplan-card.module.css';

export type Viewer = 'zoom' | '360' | null;

/** The zoom and 360-degree viewers of a floorplan, each in a full-size modal (spec: screens and routes); 360 only with a tour. */
export function ViewerModals({ model, viewer, onClose }: { model: Model; viewer: Viewer; onClose(): void }) {
  const tour = tourLink(model);
  return (
    <>
      <Modal open={viewer === 'zoom'} onClose={onClose} size="full" title={`${model.name} floorplan`}>
        <img className={styles.zoomImage} src={model.floorplan_main.url} alt={model.floorplan_main.alt} width={model.floorplan_main.dimensions.width} height={model.floorplan_main.dimensions.height} />
      </Modal>
      {tour ? <TourDialog open={viewer === '360'} onClose={onClose} name={model.name} panorama={tour} /> : null}
    </>
  );
}
