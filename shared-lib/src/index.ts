/** Public entry of @rv/shared-lib: everything remotes may import. */
import './ui/ui-kit.css';

export * from './domain/brands';
export * from './routing/path-pattern';
export * from './routing/route-table';
export * from './routing/route-helpers';
export * from './content/link-resolver';
export * from './config/runtime-config';
export * from './events/event-bus';
export * from './api/http-client';
export * from './stores/site.store';
export * from './stores/auth.store';
export * from './ui/display-options';
export * from './ui/button';
export * from './ui/modal';
export * from './ui/accordion';
export * from './ui/error-page';
export * from './ui/rich-text';
export * from './spa/react-lifecycles';
export * from './auth';
export * from './forms';
export * from './content';
export * from './api/use-resource';
export * from './api/content.resource';
export * from './spa/routed-pages';
export * from './spa/route-summary-page';
export * from './catalog';
export * from './tracking';
