import {
  Archive, CookingPot, Factory, Gauge, Layers, MapPin, Refrigerator, Shield, Smartphone, Snowflake, Sparkles, Sun,
  ThermometerSun, Truck, Warehouse, Wrench, Zap, ClipboardCheck, Droplets, Caravan, type IconNode,
} from 'lucide';

/**
 * The site's icons by the names the content uses (owner support categories, innovations, call-outs),
 * each a Lucide icon (imported one by one, so only these are in the API's bundle). A name the content
 * has not been given an icon for gets a generic one, never initials.
 */
export const SITE_ICONS: Readonly<Record<string, IconNode>> = {
  electrical: Zap,
  plumbing: Droplets,
  'heating-and-cooling': ThermometerSun,
  appliances: Refrigerator,
  'exterior-and-chassis': Caravan,
  'towing-and-hitching': Truck,
  'solarflex-power': Sun,
  'azdel-composite-walls': Layers,
  'four-season-climate-package': Snowflake,
  'smart-home-control': Smartphone,
  'auto-level-hydraulics': Gauge,
  'residential-kitchens': CookingPot,
  'toy-hauler-garage-systems': Warehouse,
  'road-armor-suspension': Shield,
  dealer: MapPin,
  register: ClipboardCheck,
  factory: Factory,
  retired: Archive,
  service: Wrench,
};

const FALLBACK: IconNode = Sparkles;

const attributes = (attrs: Record<string, string | number | undefined>) =>
  Object.entries(attrs).filter(([, value]) => value !== undefined).map(([key, value]) => ` ${key}="${String(value).replace(/"/g, '&quot;')}"`).join('');

/** The icon's drawing: Lucide's 24x24 strokes in a tinted disc; decorative, so screen readers skip it. */
export function siteIconSvg(name: string): string {
  const node = (Object.hasOwn(SITE_ICONS, name) && SITE_ICONS[name]) || FALLBACK;
  const shapes = node.map(([tag, attrs]) => `<${tag}${attributes(attrs)}/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
<circle cx="32" cy="32" r="30" fill="#e6eef6" stroke="#0b4f8a" stroke-width="2"/>
<g transform="translate(16 16) scale(1.3333)" fill="none" stroke="#0b4f8a" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>
</svg>`;
}
