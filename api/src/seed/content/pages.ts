/** Content pages (/{uid}): legal pages, warranty, split-content pages and a page of editorial blocks. */
import type { ContentPageData, SplitContentData } from '@rv/domain/content';
import type { NewDocument } from '../../modules/content';
import { bullets, type ContentSeedOptions, cta, doc, heading, link, paragraphs, scene, slice, web } from './helpers';
import { showcaseBody } from './showcase';

const legal = (title: string, summary: string, sections: Array<[string, string]>): ContentPageData => ({
  title, meta_description: summary,
  body: [slice('text', { text: [...paragraphs(summary), ...sections.flatMap(([h, text]) => [heading(h), ...paragraphs(text)])] })],
});

export function pageDocuments({ companyName }: ContentSeedOptions): NewDocument[] {
  const warranty: ContentPageData = {
    title: 'Warranty', meta_description: `What the ${companyName} limited warranty covers and how to make a claim.`,
    hero_image: scene('warranty-hero', 'A service technician inspecting a slide-out', { mobile: true }),
    body: [
      slice('copy_block', { eyebrow: 'Peace of mind', title: 'Our Limited Warranty', copy: paragraphs('Every new RV is covered against defects in materials and workmanship for two years, and the frame and structure for three years.'), alignment: 'center' }),
      slice('bulleted_list', { title: 'What is covered' }, [
        { text: 'Two-year limited base warranty' }, { text: 'Three-year structural warranty on frame, sidewalls and roof structure' },
        { text: 'Component warranties from appliance makers, handled through your dealer' },
      ]),
      slice('faq', { title: 'Warranty questions' }, [
        { question: 'How do I make a claim?', answer: paragraphs('Contact any authorized dealer with your VIN; they will inspect the unit and submit the claim for you.') },
        { question: 'Is the warranty transferable?', answer: paragraphs('The structural warranty transfers to a second owner when the transfer is registered within 30 days of sale.') },
      ]),
      slice('call_to_action', { title: 'Need service?', description: 'Find a dealer near you for warranty work.', theme: 'light', ...cta('Find a Dealer', web('/find-a-dealer')) }),
    ],
  };
  const split = (uid: string, title: string, summary: string, position: 'left' | 'right', text: string[]): NewDocument => {
    const data: SplitContentData = {
      title, meta_description: summary, side_image: scene(`${uid}-side`, title, { width: 800, height: 1200 }), side_image_position: position,
      body: [slice('text', { text: [...paragraphs(summary), ...paragraphs(...text)] }),
        slice('quote', { quote: 'We build every RV as if our own family were taking it on its first trip.', attribution: 'Plant manager, Goshen', color: 'primary' })],
    };
    return doc('split_content', uid, data);
  };
  return [
    doc('content_page', 'privacy-policy', legal('Privacy Policy', `How ${companyName} collects, uses and protects the information you share with us.`, [
      ['Information we collect', 'Contact details you submit in forms, and, with your consent, cookies that measure how the site is used.'],
      ['How we use it', 'To answer your requests, connect you with a dealer and, if you sign up, send news and offers.'],
      ['Your choices', 'You can change cookie consent at any time and unsubscribe from any e-mail with one click.'],
    ])),
    doc('content_page', 'terms-of-use', legal('Terms of Use', `The terms that apply when you use the ${companyName} web site.`, [
      ['Prices and specifications', 'Prices, weights and specifications are subject to change without notice; see your dealer for current information.'],
      ['Content', 'Photos may show optional equipment. All trademarks belong to their owners.'],
    ])),
    doc('content_page', 'accessibility', legal('Accessibility', 'Our commitment to a site everyone can use.', [
      ['Our standard', 'We aim to meet WCAG 2.1 level AA across the site and test with screen readers and keyboard-only navigation.'],
      ['Feedback', 'If something is hard to use, tell us through the customer-service form and we will respond within two business days.'],
    ])),
    doc('content_page', 'warranty', warranty),
    split('about-us', `About ${companyName}`, `${companyName} has built towable RVs in northern Indiana since 1996.`, 'right', [
      'What began with one travel trailer is now twenty-one product lines, built by thousands of craftspeople and sold by hundreds of dealers.',
      'We still walk every line, camp in our prototypes and listen to owners at rallies across the country.',
    ]),
    split('community', 'Community & Giving Back', 'Our people volunteer, and our company matches it.', 'left', [
      'From disaster-relief trailers to scholarships in Elkhart County, we invest where our employees and owners live.',
    ]),
    doc('page', 'why-choose-us', { title: `Why ${companyName}`, meta_description: 'Construction, support and value: what sets our RVs apart.', body: showcaseBody() } satisfies ContentPageData),
    doc('page', 'careers', {
      title: 'Careers', meta_description: 'Build RVs, build a career: production, engineering and office roles in Goshen, Indiana.',
      body: [
        slice('text', { text: [...paragraphs('We are hiring across production, engineering, customer service and IT.'), ...bullets('Weekly pay and overtime', 'Medical, dental and vision from day one', '401(k) with company match')] }),
        slice('link_section', { title: 'Learn more' }, [{ label: 'About us', link: link('split_content', 'about-us') }, { label: 'Community', link: link('split_content', 'community') }]),
      ],
    } satisfies ContentPageData),
  ];
}
