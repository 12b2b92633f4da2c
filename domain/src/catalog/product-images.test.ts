import { elevationImage, elevationImageUrl, floorplanShareImageUrl, modelGalleryImages } from './product-images';

describe('product image URLs', () => {
  it('names a floorplan elevation by its uniqueId, view and format', () => {
    expect(elevationImageUrl('AP-3700FL-2026', 'side-left')).toBe('/api/media/elevation/AP-3700FL-2026/side-left.svg');
    expect(elevationImageUrl('a b', 'front', 'webp', 400)).toBe('/api/media/elevation/a%20b/front.webp?w=400');
    expect(floorplanShareImageUrl('AP-1')).toBe('/api/media/elevation/AP-1/side-right.png');
  });

  it('lists a model gallery as door side, road side, front, rear, then the floorplan', () => {
    const floorplan = { url: '/fp.svg', alt: '270BH floorplan', dimensions: { width: 1200, height: 400 } };
    const images = modelGalleryImages({ uniqueId: 'CG-270BH-2026', name: '270BH', floorplan_main: floorplan });
    expect(images.map((i) => i.alt)).toEqual([
      '270BH exterior, door side', '270BH exterior, road side', '270BH exterior, front', '270BH exterior, rear', '270BH floorplan',
    ]);
    expect(images[0]).toEqual({ url: '/api/media/elevation/CG-270BH-2026/side-right.svg', alt: '270BH exterior, door side', dimensions: { width: 1600, height: 600 } });
    expect(images[2].dimensions).toEqual({ width: 800, height: 600 });
  });

  it('gives cards the door side by default, named for the floorplan, at its drawn size', () => {
    expect(elevationImage({ uniqueId: 'CG-270BH-2026', name: 'Cougar 270BH' })).toEqual({
      url: '/api/media/elevation/CG-270BH-2026/side-right.svg', alt: 'Cougar 270BH exterior, door side', dimensions: { width: 1600, height: 600 },
    });
    expect(elevationImage({ uniqueId: 'CG-270BH-2026', name: 'Cougar 270BH' }, 'rear').alt).toBe('Cougar 270BH exterior, rear');
  });
});
