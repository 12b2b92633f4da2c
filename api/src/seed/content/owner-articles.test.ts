import type { RichText } from '@rv/domain/content';
import { ARTICLE_COPY } from './owner-copy';
import { ownerArticleDocuments } from './owner-articles';
import { OWNER_ARTICLES } from './owner-taxonomy';

const articles = ownerArticleDocuments();
const wordCount = (text: RichText) => text.map((b) => b.text).join(' ').split(/\s+/).filter(Boolean).length;
/** The article's own text: the rich text of its first (text) block. */
const textOf = (title: string): RichText => {
  const article = articles.find((a) => a.data.title === title)!;
  return (article.data.body as Array<{ slice_type: string; primary: { text?: RichText } }>).find((s) => s.slice_type === 'text')!.primary.text!;
};
const plain = (title: string) => textOf(title).map((b) => b.text).join(' ');
const ofType = (title: string, type: RichText[number]['type']) => textOf(title).filter((b) => b.type === type);

/** The topics the owners asked for by name: full articles of 400 words or more. */
const FULL_ARTICLES = [
  'Storing Batteries Over Winter', 'Lithium Battery Upgrade Basics', 'Blowing Out Water Lines', 'De-Winterizing in Spring',
  'Black Tank Flush System', 'Slide-Out Will Not Move', 'Slide-Out Care and Maintenance', 'Setting Up a Weight-Distribution Hitch',
  'Sway Control Adjustment', 'Tire Pressure for Towing', 'Tire Age and Replacement', 'Lug Nut Torque After a Tire Change',
];

describe('owner support article text', () => {
  it('has text for every listed article and none for an article that is not listed', () => {
    const titles = OWNER_ARTICLES.map(([title]) => title);
    expect(titles.filter((t) => !ARTICLE_COPY[t])).toEqual([]);
    expect(Object.keys(ARTICLE_COPY).filter((t) => !titles.includes(t))).toEqual([]);
  });

  it.each(OWNER_ARTICLES.map(([title]) => [title]))('%s: intro, what you need, a caution and at least 4 numbered steps', (title) => {
    const text = textOf(title);
    expect(text[0].type).toBe('paragraph');
    expect(ofType(title, 'heading2').map((b) => b.text)).toEqual(expect.arrayContaining(['What you need', 'Step by step']));
    expect(ofType(title, 'list-item').length).toBeGreaterThanOrEqual(1);
    expect(ofType(title, 'caution').length).toBeGreaterThanOrEqual(1);
    expect(ofType(title, 'o-list-item').length).toBeGreaterThanOrEqual(4);
    expect(wordCount(text)).toBeGreaterThanOrEqual(FULL_ARTICLES.includes(title) ? 400 : 150);
    expect(wordCount(text)).toBeLessThanOrEqual(900);
  });

  it('opens every article differently (no shared boilerplate paragraph)', () => {
    const paragraphs = articles.flatMap((a) => textOf(String(a.data.title)).filter((b) => b.type === 'paragraph').map((b) => b.text));
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  it.each([
    ['Blowing Out Water Lines', [/30-40 psi/, /bypass/, /RV antifreeze/, /Never use automotive antifreeze/, /gallons/]],
    ['De-Winterizing in Spring', [/1\/4 cup .* per 15 gallons/, /until its tank is full/]],
    ['Storing Batteries Over Winter', [/12\.6-12\.7 V/, /50-60 percent/, /32 °F \(0 °C\)/, /maintainer/, /negative \(-\) cable first/]],
    ['Setting Up a Weight-Distribution Hitch', [/10-15 percent of the loaded trailer weight/, /front wheel openings/]],
    ['Sway Control Adjustment', [/10-15 percent/, /apply the trailer brakes alone/]],
    ['Tire Pressure for Towing', [/cold/, /maximum pressure shown on the sidewall/, /at least monthly/, /\d+ psi/]],
    ['Tire Age and Replacement', [/5-6 years/, /DOT code/]],
    ['Lug Nut Torque After a Tire Change', [/1\/2"-20 studs/, /90-120 ft-lb \(122-163 N·m\)/, /star/, /10, 25 and 50 miles/]],
    ['Black Tank Flush System', [/Black first, gray second/, /Never leave the black valve open/, /treatment/]],
    ['Slide-Out Care and Maintenance', [/seal/, /lubricant/, /shore power/, /clear/]],
    ['Propane Safety Basics', [/soapy water/, /detector/, /refueling/, /tunnels/, /regulator/]],
  ] as Array<[string, RegExp[]]>)('%s gives the figures and rules it is read for', (title, patterns) => {
    for (const pattern of patterns) expect(plain(title)).toMatch(pattern);
  });
});
