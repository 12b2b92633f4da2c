import { navigateToUrl } from 'single-spa';
import { routeHelpers, useResource } from '@rv/shared-lib';
import { Button, Modal } from '@rv/ui-kit';
import { fetchOwnerBrands } from '../api/owner-brands.resource';
import { saveSelectedBrand } from '../hooks/use-selected-brand';
import styles from '../select-rv.module.css';

interface SelectRvModalProps {
  open: boolean;
  onClose(): void;
}

/** The select-an-RV modal: pick your brand, it is remembered for a year and its owner page opens. */
export function SelectRvModal({ open, onClose }: SelectRvModalProps) {
  const brands = useResource(open ? 'owner-brands' : null, fetchOwnerBrands);
  const choose = (slug: string) => {
    saveSelectedBrand(slug);
    onClose();
    navigateToUrl(routeHelpers.ownersBrandLanding(slug));
  };
  return (
    <Modal open={open} onClose={onClose} title="Select Your RV" size="large">
      {brands.status === 'loading' ? <p role="status">Loading brands…</p> : null}
      {brands.status === 'error' ? (
        <div role="alert">
          <p>The brands could not be loaded.</p>
          <Button theme="secondary" size="sm" onClick={brands.reload}>Try again</Button>
        </div>
      ) : null}
      {brands.status === 'success' && brands.data.length === 0 ? <p>No brands to choose from yet.</p> : null}
      {brands.status === 'success' && brands.data.length > 0 ? (
        <ul className={styles.brands} aria-label="Brands">
          {brands.data.map((b) => (
            <li key={b.uid}>
              <button type="button" className={styles.brand} onClick={() => choose(b.uid!)}>
                {b.data.logo?.url ? <img src={b.data.logo.url} alt="" width={96} height={32} /> : null}
                <span>{b.data.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
