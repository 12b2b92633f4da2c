import { EXTERIOR_PAINT_GROUP } from '@rv/domain/build';
import type { Database } from '../../db/database';
import type { Random } from '../random';
import type { Seeder } from '../types';
import { buildOptionsSeeder } from './build-options.seed';

interface StockModel { reference_id: string; model_year: number; name: string; price: number; type_class_slug: string; code: string; slug: string; brand_name: string }
interface StockDealer { dealer_number: string; brand_codes: string[] }
interface StockOption { reference_id: string; model_year: number; name: string; price: number; kind: string }

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const STATUSES = ['In Stock', 'In Stock', 'In Stock', 'In Transit', 'Sale Pending'] as const;

/** A 17-character VIN with the maker's prefix; I, O and Q never appear in VINs. */
function vin(random: Random, year: number, serial: number): string {
  const middle = Array.from({ length: 5 }, () => VIN_CHARS[random.int(0, VIN_CHARS.length - 1)]).join('');
  return `4YD${middle}${VIN_CHARS[random.int(0, 22)]}${'ABCDEFGHJKLMNPRSTVWXY'[(year - 2010) % 21]}E${String(serial).padStart(6, '0')}`;
}

/** Two to seven units per dealer, of the brands it carries, with some of the model's options fitted. */
export async function writeInventory(db: Database, random: Random): Promise<number> {
  const models = (await db.query<StockModel>(
    `SELECT m.reference_id, m.model_year, m.name, m.price, m.type_class_slug, b.code, b.slug, b.name AS brand_name
       FROM catalog_models m JOIN catalog_brands b ON b.reference_id = m.brand_reference_id
      WHERE m.active AND m.show_on_web AND m.price IS NOT NULL ORDER BY m.unique_id`,
  )).rows;
  const dealers = (await db.query<StockDealer>('SELECT dealer_number, brand_codes FROM dealers ORDER BY dealer_number')).rows;
  // Stock units are built from the equipment options; a factory paint is ordered by the buyer, so the seeded stock leaves it out.
  const options = (await db.query<StockOption>('SELECT reference_id, model_year, name, price, kind FROM build_options WHERE kind = $1 AND group_name <> $2', ['option', EXTERIOR_PAINT_GROUP])).rows;
  const optionsOf = (m: StockModel) => options.filter((o) => o.reference_id === m.reference_id && o.model_year === m.model_year);
  const units: object[] = [];
  for (const dealer of dealers) {
    const carried = models.filter((m) => dealer.brand_codes.includes(m.code));
    if (carried.length === 0) continue;
    for (let i = random.int(2, 7); i > 0; i -= 1) {
      const model = random.pick(carried);
      const fitted = random.shuffle(optionsOf(model)).slice(0, random.int(0, 3));
      // Dealers price a unit at MSRP with its options, less a discount of up to 12%.
      const list = model.price + fitted.reduce((s, o) => s + o.price, 0);
      units.push({
        vin: vin(random, model.model_year, units.length + 1), dealer_number: dealer.dealer_number, reference_id: model.reference_id,
        model_year: model.model_year, model_name: model.name, brand_code: model.code, brand_slug: model.slug, brand_name: model.brand_name,
        type_class_slug: model.type_class_slug, price: Math.round((list * (1 - random.int(0, 12) / 100)) / 100) * 100 - 1,
        status: random.pick(STATUSES), options: fitted.map((o) => o.name), stocked_on: `2025-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      });
    }
  }
  await db.query('DELETE FROM inventory_units');
  await db.query('INSERT INTO inventory_units SELECT * FROM jsonb_populate_recordset(NULL::inventory_units, $1::jsonb)', [JSON.stringify(units)]);
  return units.length;
}

export const inventorySeeder: Seeder = {
  name: 'inventory',
  async run(db, random) {
    await writeInventory(db, random);
  },
};

/** Build options first: inventory units are fitted with them. Both run after the catalogue and dealers. */
export const inventorySeeders: Seeder[] = [buildOptionsSeeder, inventorySeeder];
