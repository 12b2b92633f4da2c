export { contentDoc, contentPage, httpError, renderAt } from '@rv/shared-lib/testing';
