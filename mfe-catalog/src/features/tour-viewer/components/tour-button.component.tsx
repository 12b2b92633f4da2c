import { useCallback, useState } from 'react';
import { tourLink, type Model } from '@rv/shared-lib/catalog';
import { onDemand } from '../../on-demand/on-demand';
import styles from '../tour-viewer.module.css';

/** The dialog's code: fetched when the button is first pressed, not with the model page. */
const TourDialog = onDemand(() => import('./tour-dialog.component').then((m) => m.TourDialog), 'the 360° view');

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
      {open ? <TourDialog open onClose={close} name={model.name} panorama={tour} /> : null}
    </>
  );
}
