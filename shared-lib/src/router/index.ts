/**
 * @rv/shared-lib/router: the one copy of React Router in the page, shared as the parts the site uses, not the
 * whole package (docs/decisions.md). Code elsewhere imports the router from here (lint-enforced).
 */
export { BrowserRouter, Link, MemoryRouter, Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
export type { LinkProps, Location, NavigateFunction, NavigateOptions, SetURLSearchParams, To } from 'react-router-dom';
