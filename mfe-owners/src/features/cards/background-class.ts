/** The CSS-module key of a block background (spec: constants and limits: none, neutral-50, -100, -200); css-loader exports camelCase keys only. */
export function backgroundKey(background: string | null | undefined): string | null {
  const match = /^neutral-(50|100|200)$/.exec(background ?? '');
  return match ? `bgNeutral${match[1]}` : null;
}
