/** The panorama viewer (Photo Sphere Viewer and three.js), fetched only when a 360° view opens: its own chunk. */
export const loadSphereViewer = () => import(/* webpackChunkName: "sphere-viewer" */ './sphere-viewer');
