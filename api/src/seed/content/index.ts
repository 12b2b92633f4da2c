/** The whole content seed: every document type of spec (entities and fields), in the JSON shape `npm run content:import` reads. */
import type { NewDocument } from '../../modules/content';
import { blogDocuments } from './blog';
import { brandDocuments } from './brands';
import { glossaryDocuments } from './glossary';
import type { ContentSeedOptions } from './helpers';
import { homeDocuments } from './home';
import { howtoDocuments } from './howto';
import { innovationDocuments } from './innovations';
import { miscDocuments } from './misc';
import { navigationDocuments } from './navigation';
import { ownerArticleDocuments } from './owner-articles';
import { ownerDocuments } from './owners';
import { pageDocuments } from './pages';
import { siteDocuments } from './site';
import { typeLandingDocuments } from './type-landings';

export type { ContentSeedOptions };

export function contentSeedDocuments(options: ContentSeedOptions): NewDocument[] {
  return [
    ...siteDocuments(options), ...navigationDocuments(options), ...homeDocuments(options), ...pageDocuments(options),
    ...typeLandingDocuments(), ...brandDocuments(), ...blogDocuments(options), ...innovationDocuments(), ...howtoDocuments(),
    ...ownerDocuments(), ...ownerArticleDocuments(), ...miscDocuments(), ...glossaryDocuments(),
  ];
}
