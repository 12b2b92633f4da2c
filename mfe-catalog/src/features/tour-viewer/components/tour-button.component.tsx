import { useCallback, useState } from 'react';
import { tourLink, type Model } from '@rv/shared-lib/catalog';
import { TourDialog } from './tour-dialog.component';
import styles from '../tour-viewer.module.css';

/** A "360° view" button and its dialog, shown only for a floorplan with a tour. */
export function TourButton({ model }: { model: Model }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const tour = tourLink(model);
  if (!tour) return null;
  return (
    <>
      <button type="button" className={`rv-button rv-button--secondary rv-button--sm ${styles.launch}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        360° view<span className="rv-visually-hidden"> of {model.name}</span>
      </button>
      <TourDialog open={open} onClose={close} name={model.name} panorama={tour} />
    </>
  );
}
