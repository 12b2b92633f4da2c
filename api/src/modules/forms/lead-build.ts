import { badRequest } from '../../http/errors';
import type { Database } from '../../db/database';
import { buildSummaryForLead } from '../buildprice';
import { unitForLead } from '../inventory/service';

/**
 * 'Send my build to a dealer': a lead naming a saved build (buildToken) or a stock unit (vin) carries
 * their summaries to the dealer and the CRM, as they were when sent. An unknown token or VIN is a 400
 * naming the field; a unit at another dealer than the lead's is one too (the dealer could not sell it).
 */
export async function leadAttachments(db: Database, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  const attached: Record<string, unknown> = {};
  if (typeof fields.buildToken === 'string') {
    const build = await buildSummaryForLead(db, fields.buildToken);
    if (!build) throw badRequest(`No saved build with token "${fields.buildToken}".`, 'buildToken');
    attached.build = build;
  }
  if (typeof fields.vin === 'string') {
    const unit = await unitForLead(db, fields.vin);
    if (!unit) throw badRequest(`No unit with VIN "${fields.vin}" in dealer stock.`, 'vin');
    if (typeof fields.dealerNumber === 'string' && fields.dealerNumber !== unit.dealerNumber) {
      throw badRequest(`The unit with VIN "${unit.vin}" is not in stock at dealer ${fields.dealerNumber}.`, 'vin');
    }
    attached.unit = unit;
  }
  return attached;
}
