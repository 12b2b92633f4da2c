import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DrawnByServer } from './drawn-by-server';

/** The server's HTML in a region, in the wrapper the server draws, then the browser hydrating it inside DrawnByServer, as a drawn page is. */
export async function hydrateDrawnPage(server: JSX.Element, browser: JSX.Element) {
  const region = document.createElement('div');
  region.innerHTML = `<div>${renderToString(server)}</div>`;
  document.body.append(region);
  const errors: unknown[] = [];
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(region, <DrawnByServer>{browser}</DrawnByServer>, { onRecoverableError: (error) => errors.push(error) });
  });
  return { region, errors, root };
}

/** Whether React adopted an element (it holds a fiber). */
export const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
