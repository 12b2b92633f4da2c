/**
 * Browser builds' stand-in for axios's fetch adapter, which a browser never picks (xhr comes first) but which
 * tests the platform as it loads. `getFetch` false is axios's own "fetch is not supported here".
 */
export const getFetch = (): false => false;

export default false;
