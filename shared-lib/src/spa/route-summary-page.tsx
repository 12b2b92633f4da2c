import type { PageProps } from './routed-pages';

/** "modelDetail" -> "Model detail". */
export function routeTitle(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The page a route shows until its screen is built (foundation issue: every route resolves to its
 * owning remote and names the route and its parameters).
 */
export function RouteSummaryPage({ route, params }: PageProps) {
  const entries = Object.entries(params);
  return (
    <section className="rv-container rv-route-summary" aria-labelledby="rv-route-title">
      <h1 id="rv-route-title">{routeTitle(route.name)}</h1>
      <p>This screen belongs to {route.remote} and is being built.</p>
      {entries.length ? (
        <dl>
          {entries.map(([key, value]) => (
            <div key={key}><dt>{key}</dt><dd>{value}</dd></div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
