import { InventorySearch } from '../features/inventory/components/inventory-search.component';
import styles from '../features/build/build.module.css';
import { inventoryHead, useToolHead } from '@rv/shared-lib/seo';

/** `/inventory`: RVs in dealer stock near you. */
export function InventoryPage() {
  useToolHead(inventoryHead, {});
  return (
    <div className={`rv-container ${styles.page}`}>
      <h1>Find an RV in Stock</h1>
      <InventorySearch />
    </div>
  );
}
