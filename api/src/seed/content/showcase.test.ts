import { resolveContentLink } from '@rv/domain/content';
import { SMART_CONTROL_APP, showcaseBody } from './showcase';

type AnySlice = { slice_type: string; primary: Record<string, unknown> };
const body = showcaseBody() as unknown as AnySlice[];
const hrefOf = (link: unknown) => resolveContentLink(link as never, { companySlug: 'keystone' });

/** the links of /why-choose-us lead where their labels say. */
describe('the showcase page links', () => {
  it('"Talk to an expert -> Contact Us" opens the contact page', () => {
    const expert = body.find((s) => s.slice_type === 'flexible_text' && s.primary.title === 'Talk to an expert');
    expect(expert?.primary.cta_label).toBe('Contact Us');
    expect(hrefOf(expert?.primary.cta_link)).toBe('/contact-us');
  });

  it("the app buttons open the app's own pages in each store", () => {
    const app = body.find((s) => s.slice_type === 'app_callout');
    expect(hrefOf(app?.primary.app_store_link)).toBe(`https://apps.apple.com/us/app/rv-smart-control/id${SMART_CONTROL_APP.appStoreId}`);
    expect(hrefOf(app?.primary.google_play_link)).toBe(`https://play.google.com/store/apps/details?id=${SMART_CONTROL_APP.googlePlayPackage}`);
    expect(SMART_CONTROL_APP.appStoreId).toMatch(/^\d{9,10}$/);
    expect(SMART_CONTROL_APP.googlePlayPackage).toMatch(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/);
  });
});
