import { Modal } from '@rv/shared-lib';
import type { Model } from '@rv/shared-lib/catalog';
import styles from '../floorplan-card.module.css';

export type Viewer = 'zoom' | '360' | null;

/** The zoom and 360-degree viewers of a floorplan, each in a full-size modal (spec §2). */
export function ViewerModals({ model, viewer, onClose }: { model: Model; viewer: Viewer; onClose(): void }) {
  return (
    <>
      <Modal open={viewer === 'zoom'} onClose={onClose} size="full" title={`${model.name} floorplan`}>
        <img className={styles.zoomImage} src={model.floorplan_main.url} alt={model.floorplan_main.alt} width={model.floorplan_main.dimensions.width} height={model.floorplan_main.dimensions.height} />
      </Modal>
      <Modal open={viewer === '360'} onClose={onClose} size="full" title={`${model.name} 360° view`}>
        {model.linkto360 ? (
          <img className={styles.zoomImage} src={model.linkto360} alt={`${model.name} 360 degree view`} />
        ) : <p>No 360° view for this floorplan.</p>}
      </Modal>
    </>
  );
}
