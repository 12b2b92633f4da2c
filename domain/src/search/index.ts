/** @rv/domain/search: the React-free search rules shared by the API and the browser. */
export * from './search-rules';
export * from './snippet-parts';
export * from './word-match';
