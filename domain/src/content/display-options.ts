/** Allowed values of consumer spec (validation rules) "Display" for the UI kit. */
export const BUTTON_THEMES = ['primary', 'secondary', 'light-primary', 'light-secondary', 'transparent'] as const;
export type ButtonTheme = (typeof BUTTON_THEMES)[number];

export const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** Modal sizes of spec (screens and routes); widths from (small 400, default 640, large 900, full 100%). */
export const MODAL_SIZES = ['standard', 'small', 'large', 'full', 'x-large', 'full-screen'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
