import type { PageProps } from '@rv/shared-lib';
import { ModelDetail } from '../features/model-detail/components/model-detail.component';

/** `/product/{brand}/{typeClass}/floorplans/{referenceId}`. */
export function ModelDetailPage({ params }: PageProps) {
  return <ModelDetail brandName={params.brandName} type={params.type} referenceId={params.model_reference} />;
}
