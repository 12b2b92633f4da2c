import { useState } from 'react';
import { useUpdateOffer } from './update-state';
import styles from './update-prompt.module.css';

/** 'A new version is available' with a Reload button, once a new service worker is waiting. */
export function UpdatePrompt() {
  const apply = useUpdateOffer();
  const [reloading, setReloading] = useState(false);
  // The live region stays in the page so the message is announced when it appears.
  return (
    <div role="status" aria-live="polite" className={apply ? styles.prompt : undefined}>
      {apply ? (
        <>
          <p>A new version is available.</p>
          <button
            type="button"
            className="rv-button rv-button--primary rv-button--sm"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              apply();
            }}
          >
            {reloading ? 'Reloading…' : 'Reload'}
          </button>
        </>
      ) : null}
    </div>
  );
}
