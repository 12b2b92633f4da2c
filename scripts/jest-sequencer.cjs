const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const recorded = require('./jest-durations.json');

const root = path.resolve(__dirname, '..');

/**
 * Jest's own order (last failures first, then the longest files first, so no worker idles at the end), with
 * each file's time from scripts/jest-durations.json where this machine's jest cache has none. On an empty
 * cache (every CI run) jest orders by file size instead, and the small but long fuzz files ran last, alone:
 * on this machine the PGlite pass took 805 s with an empty cache before, 640 s with the recorded times (574 s with a warm cache).
 * Refresh: node scripts/record-jest-durations.mjs <jest --json report>.
 */
class SlowFirstSequencer extends Sequencer {
  time(test) {
    return super.time(test) ?? recorded[path.relative(root, test.path)];
  }
}

module.exports = SlowFirstSequencer;
