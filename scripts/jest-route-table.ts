import { readFileSync } from 'node:fs';
import path from 'node:path';
import { composeRouteTable, installRouteTable, REMOTE_NAMES, type DeclaredRoutes } from '../shared-lib/src/routing/route-table';

/** Tests see the route table the shell would compose from every remote's declared routes. */
const declared: DeclaredRoutes = Object.fromEntries(
  REMOTE_NAMES.map((remote) => [remote, JSON.parse(readFileSync(path.join(__dirname, '..', remote, 'src', 'routes.json'), 'utf8'))]),
);
installRouteTable(composeRouteTable(declared));
