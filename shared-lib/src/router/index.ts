/**
 * @rv/shared-lib/router: the one copy of React Router in the page.
 *
 * react-router-dom is a singleton of the composition (ARCHITECTURE): every remote's links and routes
 * must read the same router context. It is shared through this entry, itself a shared singleton
 * (webpack.preset.js), rather than as the whole package: Module Federation cannot tree-shake a shared
 * package, and the whole of react-router-dom is 26 KB of gzip against the 10 KB the site uses (
 * first-load budgets). Code outside this folder imports the router from here (lint-enforced); add an
 * export here when a remote needs one more piece of the API.
 */
export { BrowserRouter, Link, MemoryRouter, Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
export type { LinkProps, Location, NavigateFunction, NavigateOptions, SetURLSearchParams, To } from 'react-router-dom';
