// The remote is consumed through remoteEntry.js / mf-manifest.json; this entry only gives webpack
// a starting point and loads the lifecycles behind an async boundary when opened directly.
import('./spa');
