/** @rv/domain/forms: each form's Yup schema, options, messages, upload checks and the bot-check client shared by mfe-forms and the API. */
export * from './messages';
export * from './options';
export * from './field-rules';
export * from './form-definitions';
export * from './image-upload';
export * from './bot-check';
export * from './quote-preset';
export * from './popup-intent';
