/** The content studio inside the content module: its routes, the media library's public images and the outbox handler of scheduled publishes. */
export { studioRoutes } from './routes';
export { mediaLibraryFileRoutes } from './media-routes';
export { SCHEDULED_PUBLISH_TOPIC, publishWhenDue } from './service';
