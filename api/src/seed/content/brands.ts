/** Brand landings (uid = brand slug), brand-type pages, brochures and the brand directory (spec: screens and routes; entities and fields; the calls). */
import { LEAD_BRANDS, TYPE_CLASSES, type BrandDefinition } from '@rv/domain';
import { TYPE_CLASS_SINGULAR } from '@rv/domain/copy';
import { withIndefiniteArticle } from '@rv/domain/format';
import type {
  BrandDirectoryData, BrandsLandingData, BrandTypeData, BrochureData, BrochuresData, DecorOptionData,
} from '@rv/domain/content';
import type { NewDocument } from '../../modules/content';
import { copyOf } from './brand-copy';
import { brandLogo, cta, doc, link, paragraphs, scene, slice, web, quizQuestionsInWords } from './helpers';

export const BROCHURE_YEARS = [2026, 2025] as const;
const typeName = (slug: string) => TYPE_CLASSES.find((t) => t.slug === slug)?.name ?? slug;
export const brochureUid = (brand: string, year: number) => `${brand}-${year}`;
export const brochureUrl = (brand: string, year: number) => `/api/media/brochure/${brand}-${year}.pdf`;

function brandLanding(brand: BrandDefinition): NewDocument {
  const { tagline, pitch } = copyOf(brand.slug);
  const data: BrandsLandingData = {
    title: brand.name,
    meta_description: `${brand.name}: ${pitch}`,
    brand_code: brand.code,
    brand_group: brand.group,
    logo: brandLogo(brand.slug, brand.name),
    tagline,
    hero_image: scene(`${brand.slug}-hero`, `${withIndefiniteArticle(brand.name, true)} ${typeName(brand.typeClasses[0]).toLowerCase().replace(/s$/, '')} at camp`, { mobile: true }),
    description: paragraphs(pitch, `Every ${brand.name} is built in northern Indiana and backed by a two-year limited warranty and a nationwide dealer network.`),
    brochures: BROCHURE_YEARS.map((year) => ({ brochure: { url: brochureUrl(brand.slug, year) }, brochure_name: `${year} ${brand.name} Brochure` })),
    brand_types: brand.typeClasses.map((type) => ({ brand_type: link('brand_type', `${brand.slug}-${type}`) })),
    body: [
      slice('in_page_banner', {
        image: scene(`${brand.slug}-banner`, `${brand.name} exterior at sunset`), mobile_image: scene(`${brand.slug}-banner-mobile`, `${brand.name} exterior at sunset`),
        video_url: null, title: tagline, subtitle: pitch, copy_position: 'Bottom Left', theme: 'dark',
        ...cta('View Floorplans', link('brand_type', `${brand.slug}-${brand.typeClasses[0]}`)),
      }),
      slice('testimonials', { title: `What ${brand.name} owners say`, brand_code: brand.code, count: 6 }),
    ],
  };
  return doc('brands_landing', brand.slug, data, { tags: [brand.code, ...brand.typeClasses] });
}

function brandTypes(brand: BrandDefinition): NewDocument[] {
  return brand.typeClasses.map((type) => {
    const title = `${brand.name} ${typeName(type)}`;
    const data: BrandTypeData = {
      internalTitle: `${brand.code} ${type}`, title, brand_slug: brand.slug, type_class: type,
      public_url: `/product/${brand.slug}/${type}/floorplans`,
      description: `${copyOf(brand.slug).pitch} Compare every ${brand.name} ${TYPE_CLASS_SINGULAR[type]} floorplan, then build and price yours.`,
      banner_image: scene(`${brand.slug}-${type}-banner`, `${title} banner`),
      rv_image: { ...scene(`${brand.slug}-${type}`, title, { width: 800, height: 500 }), thumb: { url: `/api/media/scene/${brand.slug}-${type}-thumb.svg` } },
    };
    return doc('brand_type', `${brand.slug}-${type}`, data, { tags: [brand.code, type] });
  });
}

function brochures(brand: BrandDefinition): NewDocument[] {
  return BROCHURE_YEARS.map((year) => {
    const data: BrochureData = {
      label: `${year} ${brand.name}`, year, brand: link('brands_landing', brand.slug),
      brochure_document: { link_type: 'Media', url: brochureUrl(brand.slug, year), name: `${brand.slug}-${year}.pdf`, kind: 'document' },
      brochure_image: { url: `/api/media/brochure-cover/${brand.slug}-${year}.svg`, alt: `Cover of the ${year} ${brand.name} brochure`, dimensions: { width: 600, height: 800 } },
    };
    return doc('brochure', brochureUid(brand.slug, year), data, { tags: [brand.code, String(year)], publishedAt: `${year - 1}-08-01T00:00:00Z` });
  });
}

const DECORS = [
  { uid: 'modern-farmhouse', name: 'Modern Farmhouse', palette: ['#f3efe7', '#8c7b6b', '#2f2f2f'], text: 'Shiplap accents, matte black hardware and warm oak cabinetry.' },
  { uid: 'coastal-driftwood', name: 'Coastal Driftwood', palette: ['#e9eef0', '#9fb3bb', '#5c4a3d'], text: 'Weathered grey wood, sea-glass blues and woven textures.' },
  { uid: 'urban-loft', name: 'Urban Loft', palette: ['#d9d9d9', '#4a4a4a', '#b5651d'], text: 'Concrete-look counters, charcoal fabrics and copper lighting.' },
  { uid: 'mountain-lodge', name: 'Mountain Lodge', palette: ['#efe6d8', '#6b4f3a', '#3f5a3c'], text: 'Rich walnut, leather-look seating and evergreen accents.' },
];

export function brandDocuments(): NewDocument[] {
  const directory: BrandDirectoryData = {
    title: 'Product Lines', meta_description: 'Every product line, from ultra-lite travel trailers to luxury fifth wheels and toy haulers.',
    intro: paragraphs('Twenty-one product lines, four RV types, one promise: an RV built for the way you travel.'),
    brands: LEAD_BRANDS.map((b) => ({ brand: link('brands_landing', b.slug) })),
    body: [slice('call_to_action', { title: 'Not sure where to start?', description: `Answer ${quizQuestionsInWords} and we will match you with floorplans that fit.`, theme: 'primary', ...cta('Get Matched', web('/get-matched'), 'light-primary') })],
  };
  const landing: BrochuresData = {
    title: 'Brochures', meta_description: 'Download the current and previous model-year brochure of every product line.',
    intro: paragraphs('Browse this year and last year, brand by brand. Every brochure opens as a PDF you can save or print.'), body: [],
  };
  const decors = LEAD_BRANDS.slice(0, 6).flatMap((brand, i) => [DECORS[i % 4], DECORS[(i + 1) % 4]].map((decor) => {
    // Swatch and interior are drawn from the palette (wall-wood-accent) by the media module.
    const palette = decor.palette.map((colour) => colour.slice(1)).join('-');
    const data: DecorOptionData = {
      name: decor.name, brand_slug: brand.slug, description: decor.text, palette: decor.palette,
      swatch_image: { url: `/api/media/swatch/${palette}.svg`, alt: `${decor.name} swatch`, dimensions: { width: 200, height: 200 } },
      interior_image: { url: `/api/media/interior/${palette}.svg`, alt: `${brand.name} interior in ${decor.name}`, dimensions: { width: 800, height: 450 } },
    };
    return doc('decor_option', `${brand.slug}-${decor.uid}`, data, { tags: [brand.code] });
  }));
  return [
    doc('brand_directory', 'product-lines', directory),
    doc('brochures', 'brochures', landing),
    ...LEAD_BRANDS.flatMap((b) => [brandLanding(b), ...brandTypes(b), ...brochures(b)]),
    ...decors,
  ];
}
