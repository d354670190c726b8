import { matchPath } from 'react-router';
import { paths, type RouteInfo } from './paths';

// The matcher lives apart from the route table so the guest landing page, which links to the
// table's paths, does not load the router.
const routeTable: RouteInfo[] = [
  paths.home,
  paths.login,
  paths.register,
  ...Object.values(paths.student),
  ...Object.values(paths.teacher),
  ...Object.values(paths.admin),
  ...Object.values(paths.guardian),
];

/** The entry for a location (a path with parameters matches its pattern); unknown paths are the 404 page. */
export function routeFor(pathname: string): RouteInfo {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return (
    routeTable.find((entry) => matchPath({ path: entry.path, end: true }, clean)) ?? {
      ...paths.notFound,
      path: clean,
    }
  );
}
