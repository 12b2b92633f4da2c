import { routeHelpers, type SupportArticlesSliderSlice, anchorProps } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { CardSlider } from '../../cards/components/card-slider.component';
import { ChangeRvSelection } from '../../select-rv/components/change-rv-selection.component';
import { useSelectedBrand } from '../../select-rv/hooks/use-selected-brand';
import { ArticleLinkCard, usableArticles } from './article-card';

/**
 * The support articles card slider with 'View All' to the selected brand's owner landing and, once a brand
 * is selected, 'Change RV Selection' (spec: screens and routes, "Card slider").
 */
export function SupportArticlesSlider({ slice }: { slice: SupportArticlesSliderSlice }) {
  const { brand } = useSelectedBrand();
  const articles = usableArticles(slice.items);
  if (articles.length === 0) return null;
  const actions = slice.primary.view_all ? (
    <>
      <Button theme="secondary" {...anchorProps(routeHelpers.ownersBrandLanding(brand))}>View All</Button>
      <ChangeRvSelection hideButton={!brand} />
    </>
  ) : null;
  return (
    <CardSlider
      title={slice.primary.title || 'Support articles'}
      type="support-article"
      background={slice.primary.background_color}
      cards={articles.map((a) => ({ key: a.uid, node: <ArticleLinkCard link={a} /> }))}
      actions={actions}
    />
  );
}
