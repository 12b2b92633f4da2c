/**
 * @rv/shared-lib/seo: each page's head (title, description, canonical, Open Graph) by one set of rules,
 * on the server's HTML and on client navigation. A shared singleton, so every remote runs one copy.
 */
export * from './page-heads';
export * from './site-url';
export * from './tool-heads';
export * from './use-page-head';
