/**
 * What the browser builds bundle in place of axios's lib/adapters/fetch.js (webpack.preset.js,
 * AXIOS_FETCH_ADAPTER). axios picks the first adapter a platform supports from xhr, http, fetch: in a
 * browser that is always xhr, so the fetch adapter is never used there, but its module tests the
 * platform's Request, Response and ReadableStream as soon as it loads (TBT). `getFetch`
 * answering false is how axios itself reports "fetch is not supported here": asking for the 'fetch'
 * adapter by name then fails with axios's own "Adapter fetch is not supported by the environment".
 */
export const getFetch = (): false => false;

export default false;
