import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@rv/shared-lib/router';
import { FloorplansPage } from './floorplans.page';
import { SpecsPage } from './specs.page';

const at = (Page: typeof FloorplansPage, brandName: string, type: string) =>
  render(<MemoryRouter><Page route={{ name: 'floorplans', pattern: '/product/:brandName/:type/floorplans' } as never} params={{ brandName, type }} /></MemoryRouter>);

describe('a listing of an unknown brand or type is the 404 page', () => {
  it.each([
    ['floorplans', FloorplansPage, 'cougar', 'nope'], ['floorplans', FloorplansPage, 'nope', 'travel-trailers'], ['specs', SpecsPage, 'cougar', 'nope'],
  ] as const)('/product/%s: %s/%s', (_, Page, brandName, type) => {
    at(Page, brandName, type);
    expect(screen.getByRole('heading', { level: 1, name: /Error 404/ })).toBeInTheDocument();
    expect(screen.queryByText(/Nope/)).not.toBeInTheDocument();
  });
});
