/** The owner-support articles with hero banner or video, card image and tags_group links (spec: entities and fields, "Support article"). */
import { LEAD_BRANDS } from '@rv/domain';
import type { OrSupportArticleData } from '@rv/domain/content';
import { videoIdOf } from '@rv/domain/content';
import type { NewDocument } from '../../modules/content';
import { doc, link, paragraphs, scene, seedDate, slice, slugify, web } from './helpers';
import { ARTICLE_COPY, articleRichText } from './owner-copy';
import { categoryOfSub, OWNER_ARTICLES } from './owner-taxonomy';

export const articleUid = (title: string) => slugify(title);

/** An article's text; every listed article has one, so a missing one is a seed bug found at once. */
function copyOf(title: string) {
  const copy = ARTICLE_COPY[title];
  if (!copy) throw new Error(`No article text for owner article "${title}"`);
  return copy;
}

export function ownerArticleDocuments(): NewDocument[] {
  return OWNER_ARTICLES.map(([title, sub, summary], i) => {
    const uid = articleUid(title);
    const category = categoryOfSub(sub);
    // A step coprime with the brand count spreads articles over every brand, not three of them.
    const brand = LEAD_BRANDS[(i * 5) % LEAD_BRANDS.length];
    const hasVideo = i % 4 === 0;
    const data: OrSupportArticleData = {
      title, meta_description: summary, description: summary, date: seedDate(i * 9).slice(0, 10),
      hero_banner: hasVideo ? null : scene(`support-${uid}`, title),
      hero_video: hasVideo ? { youtube_video_id: videoIdOf('support', uid), poster_image: scene(`support-${uid}-video`, title) } : null,
      card_image: scene(`support-${uid}-card`, title, { width: 640, height: 400 }),
      tags_group: [
        { tag: link('or_support_sub_category', sub) },
        { tag: link('or_support_category', category.uid) },
        ...(i % 3 !== 2 ? [{ tag: link('or_support_brand', brand.slug) }] : []),
      ],
      body: [
        slice('text', { text: articleRichText(copyOf(title)) }),
        slice('faq', { title: 'Still stuck?' }, [
          { question: 'Is this covered by warranty?', answer: paragraphs('Repairs caused by a defect in materials or workmanship are covered during the warranty period. Contact your dealer to open a claim.') },
          { question: 'Where do I find my VIN?', answer: paragraphs('On the sticker beside the entry door and on the front of the frame, street side.') },
        ]),
        slice('link_section', { title: 'More help' }, [
          { label: `More ${category.title} articles`, link: link('or_support_category', category.uid) },
          { label: 'Contact customer service', link: web('/owners') },
          { label: 'Find a dealer', link: web('/find-a-dealer') },
        ]),
      ],
    };
    return doc('or_support_article', uid, data, { tags: [sub, category.uid], publishedAt: seedDate(i * 9) });
  });
}
