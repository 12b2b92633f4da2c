import type { Author, DocumentLink, ImageField } from '@rv/shared-lib';
import { Card } from '../../blocks/components/card.component';
import { formatArticleDate } from '../../blocks/story-blocks.component';
import styles from './blog.module.css';

interface StoryFields { title?: string; hero_image?: ImageField; date?: string; author?: Author; description?: string }

/** The blog landing's featured story, from the link's resolved fields; nothing when missing or broken (spec: validation rules). */
export function FeaturedStory({ story }: { story: DocumentLink | null | undefined }) {
  const d = (story?.data ?? {}) as StoryFields;
  if (!story || story.isBroken || !d.title) return null;
  const byline = [formatArticleDate(d.date), d.author?.name].filter(Boolean).join(' · ');
  return (
    <section className={`rv-container ${styles.featured}`} aria-label="Featured story">
      <Card title={d.title} link={story} image={d.hero_image} eyebrow={byline ? `Featured · ${byline}` : 'Featured'} description={d.description} headingLevel={3} />
    </section>
  );
}
