import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '@rv/ui-kit';
import { loadSphereViewer } from '../load-sphere-viewer';
import styles from '../tour-viewer.module.css';

type ViewerState = 'loading' | 'ready' | 'error';

/**
 * The panorama in a sphere viewer: loads the viewer on mount, shows loading and error states, moves focus onto the
 * view once it is ready so the arrow keys turn it, and exposes the view's yaw and pitch as data attributes.
 */
function TourViewer({ name, panorama }: { name: string; panorama: string }) {
  const host = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [state, setState] = useState<ViewerState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    let teardown: (() => void) | undefined;
    setState('loading');
    loadSphereViewer().then(({ mountSphereViewer }) => {
      if (!live || !host.current) return;
      const element = host.current;
      teardown = mountSphereViewer(element, panorama, {
        onReady: () => {
          if (!live) return;
          setState('ready');
          element.focus();
        },
        onError: () => live && setState('error'),
        onTurn: (yaw, pitch) => {
          element.dataset.yaw = yaw.toFixed(3);
          element.dataset.pitch = pitch.toFixed(3);
        },
      });
    }, () => live && setState('error'));
    return () => {
      live = false;
      teardown?.();
    };
  }, [panorama, attempt]);

  return (
    <div className={styles.frame}>
      <div
        ref={host} className={styles.viewer} tabIndex={0} role="application" aria-roledescription="360° viewer"
        aria-label={`${name} interior`} aria-describedby={hintId} aria-busy={state === 'loading'} data-state={state}
      />
      {state === 'loading' ? <p role="status" className={styles.overlay}>Loading the 360° view…</p> : null}
      {state === 'error' ? (
        <div role="alert" className={styles.overlay}>
          <p>The 360° view could not be loaded.</p>
          <button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
        </div>
      ) : null}
      <p id={hintId} className={styles.hint}>Drag or use the arrow keys to look around.</p>
    </div>
  );
}

export interface TourDialogProps { open: boolean; onClose(): void; name: string; panorama: string }

/** A floorplan's 360° interior in a full-size dialog (Escape closes it and returns focus to the button that opened it). */
export function TourDialog({ open, onClose, name, panorama }: TourDialogProps) {
  return (
    <Modal open={open} onClose={onClose} size="full" title={`${name} 360° view`}>
      <TourViewer name={name} panorama={panorama} />
    </Modal>
  );
}
