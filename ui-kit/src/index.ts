/**
 * @rv/ui-kit: the design system every part draws with (buttons, modal, accordion, tooltip, error and
 * page states, hero picture, rich text, reveal and motion hooks) and its styles. Imports React and
 * @rv/domain only; shared as one singleton, eager in the shell (webpack.preset.js).
 */
import './ui-kit.css';

export * from './accordion';
export * from './button';
export * from './error-page';
export * from './hero-picture';
export * from './html-attributes';
export * from './modal';
export * from './page-state';
export * from './rich-text';
export * from './tooltip';
export * from './use-reduced-motion';
export * from './use-rendered-once-open';
export * from './use-reveal';
