import { Navigate } from '@rv/shared-lib/router';
import { useResource, type PageProps } from '@rv/shared-lib';
import { ErrorPage } from '@rv/ui-kit';
import { modelDetailPath, searchModels } from '@rv/shared-lib/catalog';
import { SUB_BRANDS } from '@rv/domain';

/**
 * `/model/{slug}` (the content type `model`): the slug is a model uid, `{sub-brand slug}-{reference}[-{year}]`.
 * It resolves to the floorplan and replaces itself with the model detail route, so there is one page per model.
 */
export function ModelSlugPage({ params }: PageProps) {
  const slug = params.slug.toLowerCase();
  const brand = [...SUB_BRANDS].sort((a, b) => b.slug.length - a.slug.length).find((s) => slug.startsWith(`${s.slug}-`));
  const rest = brand ? slug.slice(brand.slug.length + 1).replace(/-\d{4}$/, '') : '';
  const model = useResource(brand && rest ? `model-slug:${slug}` : null, async () => {
    const { docs } = await searchModels({
      filters: { brand: { referenceId: [brand!.referenceId] }, model: { referenceId: [rest.toUpperCase()] } }, size: 1, sort: [{ field: 'modelYear', order: 'desc' }], modelSpecifications: [],
    });
    return docs[0] ?? null;
  });
  if (!brand || !rest || (model.status === 'success' && !model.data)) return <ErrorPage statusCode={404} />;
  if (model.status === 'error') return <ErrorPage statusCode={500} message="The floorplan could not be loaded." />;
  if (model.status === 'loading') return <p role="status" className="rv-container">Loading floorplan…</p>;
  return <Navigate replace to={modelDetailPath(model.data!)} />;
}
