/** @rv/domain/locale: numbers and dates as en-US writes them, the primitives of every display format. */
export * from './en-us';
