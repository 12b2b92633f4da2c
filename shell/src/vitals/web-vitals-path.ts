/** Where the page sends its web-vitals beacons (the service worker routes them straight to the network). */
export const WEB_VITALS_PATH = '/api/web-vitals';
