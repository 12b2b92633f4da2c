/** Owner how-to library: a landing and ten how-to articles (spec: screens and routes, /owners-how-to). */
import type { HowtoDetailData, HowtoLandingData } from '@rv/domain/content';
import { videoIdOf } from '@rv/domain/content';
import type { NewDocument } from '../../modules/content';
import { doc, paragraphs, scene, seedDate, slice, slugify } from './helpers';
import { HOWTOS } from './howto-copy';

export function howtoDocuments(): NewDocument[] {
  const items = HOWTOS.map(({ title, summary, difficulty, time, tools, steps, intro, cautions }, i) => {
    const uid = slugify(title);
    const data: HowtoDetailData = {
      title, meta_description: summary, summary, difficulty, time_required: time, tools,
      hero_image: scene(`howto-${uid}`, title, { mobile: true }),
      youtube_video_id: i % 2 === 0 ? videoIdOf('howto', uid) : null,
      steps: steps.map(([stepTitle, text]) => ({ title: stepTitle, text })),
      body: [slice('text', { text: [...paragraphs(...intro), ...cautions.map((text) => ({ type: 'caution' as const, text }))] }), slice('faq', { title: 'Common questions' }, [
        { question: 'Can my dealer do this for me?', answer: paragraphs('Yes. Any authorized dealer can perform this service; ask for it at your next visit.') },
        { question: 'Does this affect my warranty?', answer: paragraphs('Routine maintenance done as described here keeps your warranty in force.') },
      ])],
    };
    return doc('howto_detail', uid, data, { publishedAt: seedDate(10 + i * 13) });
  });
  const landing: HowtoLandingData = {
    title: 'Owner How-To Library', meta_description: 'Step-by-step guides and videos for the jobs every RV owner does.',
    intro: paragraphs('Hitching, levelling, winterizing and everything between: short guides written by our service team.'),
    hero_image: scene('howto-hero', 'An owner levelling a travel trailer at a campsite', { mobile: true }), body: [],
  };
  return [doc('howto_landing', 'owners-how-to', landing), ...items];
}
