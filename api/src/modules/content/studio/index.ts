/** The content studio inside the content module: its routes and the outbox handler of scheduled publishes. */
export { studioRoutes } from './routes';
export { SCHEDULED_PUBLISH_TOPIC, publishWhenDue } from './service';
