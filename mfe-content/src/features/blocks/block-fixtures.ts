/** One example of every block type for tests, in the shapes of shared-lib content-slices.ts. */
import type { DocumentLink, ImageField, Slice, SliceType, WebLink } from '@rv/shared-lib';
import type { OwnerBlockType } from '@rv/shared-lib/owners';

export const img = (name: string, alt = name): ImageField => ({ url: `/api/media/scene/${name}.svg`, alt, dimensions: { width: 1600, height: 900 } });
export const web = (url: string): WebLink => ({ link_type: 'Web', url });
export const doc = (type: string, uid: string, data: Record<string, unknown> = {}, isBroken = false): DocumentLink =>
  ({ link_type: 'Document', type, uid, slug: uid, isBroken, data });
export const cta = (label: string | null, link: WebLink | DocumentLink | null) => ({ cta_label: label, cta_link: link, button_theme: 'primary' as const, button_size: 'md' as const });
const para = (text: string) => [{ type: 'paragraph' as const, text }];
const card = (title: string, link: WebLink | DocumentLink | null) => ({ image: img(title), title, description: `${title} text`, ...cta(`Open ${title}`, link) });

/** A slice of each type drawn here (the owner blocks are the owner pages'), and the text a visitor then reads on the page. */
export const EVERY_BLOCK: Record<Exclude<SliceType, OwnerBlockType>, [Slice, string]> = {
  xfader: [{ slice_type: 'xfader', primary: { slide_speed: 6 }, items: [
    { image: img('s1'), mobile_image: img('s1m'), title: 'Go Beyond', subtitle: 'Lines', copy_position: 'Middle Left', copy_color: 'White', ...cta('Find Your RV', web('/get-matched')) },
    { image: img('s2'), mobile_image: img('s2m'), title: 'Room for Everyone', subtitle: 'Bunks', copy_position: 'Center', copy_color: 'Black', ...cta(null, null) },
  ] }, 'Go Beyond'],
  in_page_banner: [{ slice_type: 'in_page_banner', primary: { image: img('b'), mobile_image: img('bm'), video_url: null, title: 'Built for the Road', subtitle: 'Sub', copy_position: 'Bottom Right', theme: 'dark', ...cta('Innovations', web('/innovations')) }, items: [] }, 'Built for the Road'],
  callout_banner: [{ slice_type: 'callout_banner', primary: { title: 'Owner Support', subtitle: 'Answers', description: para('Articles and videos.'), mobile_image: img('m'), tablet_image: img('t'), desktop_image: img('d'), video_url: null, box_position: null, background_color: null, ...cta('Visit', web('/owners')) }, items: [] }, 'Owner Support'],
  callout: [{ slice_type: 'callout', primary: { title: 'Built Here', description: para('Indiana.'), icon: img('i'), background_image: img('bg'), video_url: null, theme: 'dark', ...cta('Our Story', web('/about-us')) }, items: [] }, 'Built Here'],
  callout_group: [{ slice_type: 'callout_group', primary: { title: 'Tools', background_color: '' }, items: [card('Get Matched', web('/get-matched'))] }, 'Get Matched'],
  callouts_1: [{ slice_type: 'callouts_1', primary: { title: 'Construction', background_color: '' }, items: [card('Frames', web('/innovations'))] }, 'Frames'],
  callouts_2: [{ slice_type: 'callouts_2', primary: { title: 'Support', background_color: 'neutral-50' }, items: [card('Owners', web('/owners')), card('Dealers', web('/find-a-dealer'))] }, 'Dealers'],
  callouts_3: [{ slice_type: 'callouts_3', primary: { title: 'Plan', background_color: 'neutral-50' }, items: [card('Quiz', web('/get-matched'))] }, 'Quiz'],
  container_callouts: [{ slice_type: 'container_callouts', primary: { title: 'Made for you', description: 'Four families.', background_color: 'neutral-100' }, items: [card('Families', web('/rv-type/travel-trailers'))] }, 'Families'],
  grid_callout: [{ slice_type: 'grid_callout', primary: { title: 'Shop by RV Type', description: 'Four ways.' }, items: [card('Fifth Wheels', doc('type_landing', 'fifth-wheels'))] }, 'Fifth Wheels'],
  app_callout: [{ slice_type: 'app_callout', primary: { title: 'Your RV in your pocket', description: para('App.'), image: img('app'), app_store_link: web('https://apps.apple.com/'), google_play_link: null }, items: [] }, 'Download on the App Store'],
  split_callout: [{ slice_type: 'split_callout', primary: { image: img('k'), image_position: 'left', eyebrow: 'Inside', title: 'Residential comfort', description: para('Counters.'), background_color: 'neutral-200', ...cta(null, null) }, items: [] }, 'Residential comfort'],
  call_to_action: [{ slice_type: 'call_to_action', primary: { title: 'Ready to Go?', description: 'Search inventory.', theme: 'primary', ...cta('Search Inventory', web('/inventory')) }, items: [] }, 'Search Inventory'],
  brand_callout: [{ slice_type: 'brand_callout', primary: { brand_logo: img('logo', 'Montana logo'), title: 'Montana legend', description: para('Best-selling.'), image: img('mt'), theme: 'light', ...cta('Explore Montana', doc('brands_landing', 'montana')) }, items: [] }, 'Montana legend'],
  text: [{ slice_type: 'text', primary: { text: [{ type: 'heading2', text: 'What we learned' }, ...para('Start small.')] }, items: [] }, 'Start small.'],
  quote: [{ slice_type: 'quote', primary: { quote: 'Our third trailer.', attribution: 'Dana R.', color: 'light' }, items: [] }, 'Our third trailer.'],
  pull_quote: [{ slice_type: 'pull_quote', primary: { quote: 'The best campsite.', attribution: 'Jenna' }, items: [] }, 'The best campsite.'],
  faq: [{ slice_type: 'faq', primary: { title: 'Questions' }, items: [{ question: 'What can my vehicle tow?', answer: para('Check the sticker.') }] }, 'What can my vehicle tow?'],
  copy_block: [{ slice_type: 'copy_block', primary: { eyebrow: 'Peace of mind', title: 'Our Limited Warranty', copy: para('Two years.'), alignment: 'center' }, items: [] }, 'Our Limited Warranty'],
  flexible_text: [{ slice_type: 'flexible_text', primary: { title: 'Quality Promise', copy: para('200 points.'), modal_button_label: 'Read the checklist', modal_title: 'The inspection', modal_copy: para('Frame and welds.'), modal_size: 'large', ...cta(null, null) }, items: [] }, 'Read the checklist'],
  bulleted_list: [{ slice_type: 'bulleted_list', primary: { title: 'What is covered' }, items: [{ text: 'Two-year base warranty' }] }, 'Two-year base warranty'],
  link_section: [{ slice_type: 'link_section', primary: { title: 'Learn more' }, items: [{ label: 'About us', link: doc('split_content', 'about-us') }] }, 'About us'],
  gallery: [{ slice_type: 'gallery', primary: { title: 'Life on the road' }, items: [{ image: img('g1', 'Owner photo 1'), caption: 'Photo one' }] }, 'Photo one'],
  editorial_image: [{ slice_type: 'editorial_image', primary: { orientation: 'vertical', caption: 'Photos from the road.' }, items: [{ image: img('e1') }] }, 'Photos from the road.'],
  embed: [{ slice_type: 'embed', primary: { title: 'Plant tour', embed_url: 'https://www.youtube-nocookie.com/embed/x', aspect_ratio: '16:9' }, items: [] }, 'Plant tour'],
  youtube: [{ slice_type: 'youtube', primary: { title: 'Watch: Boondocking', youtube_video_id: 'blog--boondocking-basics', poster_image: img('p') }, items: [] }, 'Watch: Boondocking'],
  video_card_slider: [{ slice_type: 'video_card_slider', primary: { title: 'Owner videos', background_color: 'neutral-100' }, items: [{ youtube_video_id: 'howto--how-to-winterize-your-rv', title: 'Winterize', video_poster_image: img('v1') }] }, 'Winterize'],
  tabbed_slider: [{ slice_type: 'tabbed_slider', primary: { title: 'Features You Will Love', slides: doc('tabbed_slider_slides', 'home-features', { slides: [
    { tab_label: 'Kitchen', title: 'Cook like home', description: 'Fridges.', image: img('tk'), link: doc('innovation', 'residential-kitchens') },
    { tab_label: 'Power', title: 'Off-grid ready', description: 'Solar.', image: img('tp'), link: null },
  ] }) }, items: [] }, 'Cook like home'],
  related_story: [{ slice_type: 'related_story', primary: { title: 'Keep reading' }, items: [{ story: doc('blog_detail', 'boondocking-101', { title: 'Boondocking 101', date: '2025-03-04', author: { name: 'Marcus Bell' }, description: 'Water and power.' }) }] }, 'Boondocking 101'],
  explore_brands: [{ slice_type: 'explore_brands', primary: { title: 'Explore Our Brands', description: 'From ultra-lite.' }, items: [{ brand: doc('brands_landing', 'montana', { title: 'Montana', tagline: 'The legend' }) }] }, 'Montana'],
  testimonials: [{ slice_type: 'testimonials', primary: { title: 'From Our Owners', brand_code: null, count: 6 }, items: [] }, 'From Our Owners'],
};

/** The media service's answers for the videos these blocks name: still on their way (the blocks, not the guides, are tested). */
export const VIDEOS_ON_THEIR_WAY = Object.fromEntries(['blog--boondocking-basics', 'howto--how-to-winterize-your-rv', 'howto--winterize', 'kRvOwnVid01']
  .map((id) => [`GET /api/media/video/${id}.json`, 'pending' as const]));
