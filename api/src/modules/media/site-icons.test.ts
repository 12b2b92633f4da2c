import { contentSeedDocuments } from '../../seed/content';
import { SITE_ICONS, siteIconSvg } from './site-icons';

/** Every icon address the seeded content uses, by its name. */
function seededIconNames(): string[] {
  const text = JSON.stringify(contentSeedDocuments({ companySlug: 'keystone', companyName: 'Keystone RV' }));
  return [...new Set([...text.matchAll(/\/api\/media\/icon\/([a-z0-9-]+)\.svg/g)].map((match) => match[1]))].sort();
}

describe('the site\'s icons', () => {
  it('gives every icon the content uses a drawing of its own, never initials', () => {
    const names = seededIconNames();
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !SITE_ICONS[name])).toEqual([]);
    const drawings = names.map(siteIconSvg);
    for (const svg of drawings) {
      expect(svg).not.toContain('<text');
      expect(svg).toMatch(/<(path|rect|circle|line|polyline|polygon|ellipse) /);
    }
    // Neighbouring categories are told apart by their drawing, not only by their colour.
    expect(new Set(drawings).size).toBe(new Set(names.map((name) => SITE_ICONS[name])).size);
  });

  it('draws a generic icon for a name without one', () => {
    expect(siteIconSvg('no-such-topic')).toContain('aria-hidden="true"');
    expect(siteIconSvg('no-such-topic')).not.toContain('<text');
  });
});
