import { LEAD_BRANDS, type BrandDefinition } from '@rv/domain';
import { withIndefiniteArticle } from '@rv/domain/format';
import type { QuizQuestionWithAnswer } from '@rv/domain/dealer';
import type { Random } from '../random';
import { courseQuiz } from './course-quizzes';

/**
 * The learning path of each brand. The id is the brand's northpass_id in the learning_path_settings
 * document (seed/content/misc.ts computes it the same way), which maps it to the brand icon.
 */
export const learningPathId = (brand: BrandDefinition, index: number) => `np-${(0x1a2b3c + index * 4099).toString(16)}-${brand.slug}`;

const COURSES: ReadonlyArray<[title: (b: string) => string, about: (b: string) => string, minutes: number, points: number]> = [
  [(b) => `${b} Walkaround`, (b) => `The exterior, the chassis and the first impression of ${withIndefiniteArticle(b)}, the way a buyer sees it on the lot.`, 15, 100],
  [(b) => `${b} Floorplans and Features`, (b) => `Which ${b} floorplan fits which buyer: sleeping, kitchen, storage and the options that sell.`, 25, 150],
  [(b) => `${b} Towing and Setup`, (b) => `Hitch weights, tow vehicles, levelling and the walk-through at delivery of ${withIndefiniteArticle(b)}.`, 20, 120],
  [(b) => `Selling ${b}`, (b) => `Answering the questions buyers ask most about ${b}, and comparing it fairly with the competition.`, 30, 130],
];

const PAGES = (brand: string, title: string) => [
  { title: 'Overview', body: `${title}: what you will learn and why it matters when you sell ${withIndefiniteArticle(brand)}.` },
  { title: 'In detail', body: `The facts to have at hand, with the questions buyers ask and the answers that build trust.` },
  { title: 'Check yourself', body: `Three things to point out on your next ${brand} walkthrough. Then pass the quiz below to complete the course.` },
];

export interface SeedCourse {
  id: string; pathId: string; name: string; description: string; position: number; minutes: number; points: number; pages: unknown; brandCode: string;
  quiz: QuizQuestionWithAnswer[];
}
export interface SeedPath { id: string; name: string; brandCode: string; description: string; courses: SeedCourse[] }

function uuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[random.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20)}`;
}
export { uuid as seedUuid };

export function learningCatalogue(random: Random): SeedPath[] {
  return LEAD_BRANDS.map((brand, index) => {
    const id = learningPathId(brand, index);
    return {
      id, name: `${brand.name} Product Training`, brandCode: brand.code,
      description: `Everything a salesperson needs to present and sell ${brand.name}.`,
      courses: COURSES.map(([title, about, minutes, points], position) => ({
        id: uuid(random), pathId: id, name: title(brand.name), description: about(brand.name), position: position + 1, minutes, points,
        pages: PAGES(brand.name, title(brand.name)), brandCode: brand.code, quiz: courseQuiz(position, brand.name),
      })),
    };
  });
}
