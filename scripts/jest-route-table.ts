import { readFileSync } from 'node:fs';
import path from 'node:path';
import { composeRouteTable, installRouteTable, type DeclaredRoutes, type RemoteName } from '../shared-lib/src/routing/route-table';

/** Tests see the route table the shell would compose from every remote's declared routes. */
const REMOTES: RemoteName[] = ['mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer'];
const declared: DeclaredRoutes = Object.fromEntries(
  REMOTES.map((remote) => [remote, JSON.parse(readFileSync(path.join(__dirname, '..', remote, 'src', 'routes.json'), 'utf8'))]),
);
installRouteTable(composeRouteTable(declared));
