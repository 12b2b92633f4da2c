// Removes the run's database dumps (scripts/jest-global-setup.cjs).
const { rmSync } = require('node:fs');

module.exports = async () => {
  if (process.env.RV_PGLITE_TEMPLATE_DIR) rmSync(process.env.RV_PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
};
