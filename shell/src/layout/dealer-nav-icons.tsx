import type { ReactNode } from 'react';

/** The pictures of the phone bar's destinations: line drawings in the text colour, hidden from assistive technology (the label names the link). */
export type DealerNavIcon = 'dashboard' | 'products' | 'learning' | 'incentives' | 'team' | 'search' | 'leads';

const SHAPES: Record<DealerNavIcon, ReactNode> = {
  dashboard: <path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h7v7h-7z" />,
  products: (
    <>
      <rect x="2" y="6" width="16" height="10" rx="2" />
      <path d="M5 9h4v3H5zM18 13h4" />
      <circle cx="8" cy="18" r="2" />
    </>
  ),
  learning: <path d="M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />,
  incentives: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M15 9.5c0-1.4-1.3-2.5-3-2.5s-3 1-3 2.3c0 3 6 1.7 6 4.7 0 1.3-1.3 2.5-3 2.5s-3-1.1-3-2.5M12 5.5v13" />
    </>
  ),
  team: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6.5 6.5-6.5s6.5 2.9 6.5 6.5M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2 .8 3.5 3 3.5 6" />
    </>
  ),
  leads: <path d="M3 5h18v12H8l-5 4zM7 9h10M7 13h6" />,
  search: <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21" />,
};

export function NavIcon({ name, className }: { name: DealerNavIcon; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {SHAPES[name]}
    </svg>
  );
}
