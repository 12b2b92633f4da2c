import type { ReactNode } from 'react';
import type { ContentDocument, ImageField, PageData } from '@rv/shared-lib';
import type { RichText } from '@rv/ui-kit';
import { BlockRenderer } from '../blocks/block-renderer.component';
import { breadcrumbList, type Crumb } from '../seo/json-ld';
import { useSeo } from '../seo/use-seo';
import { PageHero } from './page-hero.component';

export interface ContentDocumentViewProps {
  doc: ContentDocument<PageData & { intro?: RichText; summary?: string }>;
  path: string;
  /** The trail above this page, for BreadcrumbList JSON-LD (Home is added). */
  trail?: Crumb[];
  eyebrow?: ReactNode;
  /** Shown between the hero and the blocks (a list of documents, a filter...). */
  children?: ReactNode;
  /** The page has no hero image: the first block is above the fold. */
  heroImage?: ImageField | null;
}

/** A page-like document: SEO from its fields, its hero (h1, image, intro), then its blocks. */
export function ContentDocumentView({ doc, path, trail = [], eyebrow, children, heroImage }: ContentDocumentViewProps) {
  const data = doc.data;
  const image = heroImage === undefined ? data.hero_image : heroImage;
  const crumbs = [{ name: 'Home', path: '/' }, ...trail, { name: data.title, path }];
  useSeo({ title: data.title, description: data.meta_description, image: data.meta_image ?? data.hero_image, path, jsonLd: [breadcrumbList(crumbs)] });
  return (
    <article>
      <PageHero title={data.title} image={image} intro={data.intro} eyebrow={eyebrow} />
      {children}
      <BlockRenderer slices={data.body} eagerFirst={!image?.url} />
    </article>
  );
}
