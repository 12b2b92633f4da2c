import { Link } from '@rv/shared-lib/router';
import type { PageProps } from '@rv/shared-lib';
import { titleFromSlug } from '@rv/domain/format';
import { isListingPath } from '@rv/shared-lib/catalog';
import { ErrorPage } from '@rv/ui-kit';
import { SpecComparison } from '../features/spec-comparison/components/spec-comparison.component';
import { brandNameOf } from './floorplans.page';
import { specsHead, useToolHead } from '@rv/shared-lib/seo';

/** `/product/{brand}/{typeClass}/specs`: every floorplan of the brand and type, spec by spec. */
export function SpecsPage(props: PageProps) {
  return isListingPath(props.params.brandName, props.params.type) ? <SpecsListing {...props} /> : <ErrorPage statusCode={404} />;
}

function SpecsListing({ params }: PageProps) {
  const title = `${brandNameOf(params.brandName)} ${titleFromSlug(params.type)}`;
  useToolHead(specsHead, params, { brandName: brandNameOf(params.brandName), typeName: titleFromSlug(params.type) });
  return (
    <div className="rv-container">
      <h1>{title} Specifications</h1>
      <p><Link to={`/product/${params.brandName}/${params.type}/floorplans`}>Back to {title} floorplans</Link></p>
      <SpecComparison brandName={params.brandName} type={params.type} />
    </div>
  );
}
