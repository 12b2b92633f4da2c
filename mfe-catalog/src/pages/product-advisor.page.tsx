import { ProductAdvisor } from '../features/product-advisor/components/product-advisor.component';
import styles from '../features/build/build.module.css';
import { productAdvisorHead, useToolHead } from '@rv/shared-lib/seo';

/** `/product-advisor`: which floorplans a tow vehicle can safely pull. */
export function ProductAdvisorPage() {
  useToolHead(productAdvisorHead, {});
  return (
    <div className={`rv-container ${styles.page}`}>
      <h1>Product Advisor: What Can I Tow?</h1>
      <ProductAdvisor />
    </div>
  );
}
