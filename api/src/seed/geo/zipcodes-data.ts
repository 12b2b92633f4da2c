import { readFileSync } from 'node:fs';

/** A postal code as the zipcodes package holds it (US ZIP or Canadian forward sortation area). */
export interface PackagePostalCode {
  zip: string;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

type Codes = Record<string, PackagePostalCode>;

/**
 * A data file of the zipcodes package. Its first line is `exports.codes = {JSON};`: parsed as JSON it
 * loads in about a quarter of the time of requiring the 5 MB module, which every test database's seed
 * would pay. Any other shape falls back to require.
 */
function readCodes(file: string): Codes {
  const path = require.resolve(file);
  const line = readFileSync(path, 'utf8').split('\n', 1)[0];
  const json = /^exports\.codes\s*=\s*(\{.*\});?\s*$/.exec(line)?.[1];
  if (json) {
    try {
      return JSON.parse(json) as Codes;
    } catch {
      // not plain JSON after all: let Node read it
    }
  }
  return (require(path) as { codes: Codes }).codes;
}

export const usPostalCodes = (): Codes => readCodes('zipcodes/lib/codes.js');
export const canadianPostalCodes = (): Codes => readCodes('zipcodes/lib/codesCanada.js');
