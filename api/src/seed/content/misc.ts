/** Single and supporting documents: region information, learning paths, tabbed slides, callouts, core (spec: entities and fields; the calls). */
import { LEAD_BRANDS } from '@rv/domain';
import type {
  CalloutDocumentData, CoreData, LearningPathSettingsData, RegionInformationData, TabbedSliderSlidesData,
} from '@rv/domain/content';
import type { NewDocument } from '../../modules/content';
import { brandLogo, doc, icon, link, paragraphs, scene, web } from './helpers';

export function miscDocuments(): NewDocument[] {
  const region: RegionInformationData = {
    title: 'Regional Floorplans', intro_copy: 'Some floorplans are built for the East or the West.', button_label: 'learn more',
    description: paragraphs('Western models carry larger fresh-water tanks, higher-capacity air conditioning and tires rated for mountain grades.',
      'Eastern models are configured for humid summers and campgrounds with shorter sites. Floorplans marked Both are sold everywhere.'),
    region_map: { url: '/api/media/region-map.svg', alt: 'Map of North America split into the East and West regions', dimensions: { width: 960, height: 600 } },
  };
  const learning: LearningPathSettingsData = {
    paths: LEAD_BRANDS.map((b, i) => ({
      northpass_id: `np-${(0x1a2b3c + i * 4099).toString(16)}-${b.slug}`, brand_code: b.code,
      title: `${b.name} Product Training`, brand_icon: brandLogo(b.slug, b.name),
    })),
  };
  const slides: TabbedSliderSlidesData = {
    title: 'Features You Will Love',
    slides: [
      { tab_label: 'Kitchen', title: 'Cook like home', description: 'Residential refrigerators, induction cooktops and deep pantries.', image: scene('tab-kitchen', 'An RV kitchen with an island'), link: link('innovation', 'residential-kitchens') },
      { tab_label: 'Power', title: 'Off-grid ready', description: 'Roof solar and lithium batteries on many floorplans.', image: scene('tab-power', 'Solar panels on a roof'), link: link('innovation', 'solarflex-power') },
      { tab_label: 'Comfort', title: 'Four-season living', description: 'Heated underbellies and thermal-pane windows.', image: scene('tab-comfort', 'A fifth wheel in the snow'), link: link('innovation', 'four-season-climate-package') },
      { tab_label: 'Control', title: 'Everything at your fingertips', description: 'Lights, slides, levelling and tanks from your phone.', image: scene('tab-control', 'A control panel'), link: link('innovation', 'smart-home-control') },
    ],
  };
  const callouts: Array<[string, CalloutDocumentData]> = [
    ['find-a-dealer', { title: 'See it in person', description: paragraphs('Visit a dealer to walk through the floorplans you like.'), icon: icon('dealer', ''), background_image: scene('callout-dealer-bg', 'A dealer lot'), video_url: null, button_label: 'Find a Dealer', button_link: web('/find-a-dealer') }],
    ['owner-registration', { title: 'Register your RV', description: paragraphs('Register to receive recall notices and warranty updates.'), icon: icon('register', ''), background_image: scene('callout-register-bg', 'New owners with keys'), video_url: null, button_label: 'Owner Support', button_link: link('or_landing', 'owners') }],
  ];
  const core: CoreData = {
    title: 'Dealer Dashboard', welcome_title: 'Welcome back', welcome_message: paragraphs('New model-year programs are live. Check Incentives for retail bonuses and Learning for product training.'),
    announcements: [
      { title: '2026 model-year launch', text: 'Order guides and brochures are in Dealer Tools.', date: '2025-08-01' },
      { title: 'Spring retail incentive', text: 'Retail bonus on select travel trailers through May 31.', date: '2026-03-01' },
    ],
    quick_links: [
      { label: 'Incentives', link: web('/ignite/sales/incentives') }, { label: 'Learning', link: web('/ignite/sales/learning') },
      { label: 'Brochures', link: web('/brochures') },
    ],
  };
  return [
    doc('region_information', 'region-information', region),
    doc('learning_path_settings', 'learning-path-settings', learning),
    doc('tabbed_slider_slides', 'home-features', slides),
    ...callouts.map(([uid, data]) => doc('callout', uid, data)),
    doc('core', 'core', core),
  ];
}
