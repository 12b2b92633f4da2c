import { buttonSize, buttonTheme, showBannerCta, type Cta, anchorProps, hrefOf } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';

/** A block's call to action: shown only with a label and a usable link (spec: validation rules), in its theme and size. */
export function CtaButton({ cta, className }: { cta: Cta; className?: string }) {
  if (!showBannerCta({ label: cta.cta_label, link: cta.cta_link })) return null;
  const href = hrefOf(cta.cta_link);
  if (!href) return null;
  return (
    <Button theme={buttonTheme(cta.button_theme)} size={buttonSize(cta.button_size)} className={className} {...anchorProps(href, cta.target ?? cta.cta_link?.target)}>
      {cta.cta_label}
    </Button>
  );
}
