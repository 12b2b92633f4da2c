// One folder per jest run for the API tests' database dumps (api/test/pglite-template.ts); workers inherit it.
const { mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async () => {
  process.env.RV_PGLITE_TEMPLATE_DIR = mkdtempSync(path.join(os.tmpdir(), 'rv-pglite-templates-'));
};
