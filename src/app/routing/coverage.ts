import { matchRoutes, type RouteObject } from 'react-router';
import { isStorefrontHandle } from './goTopRoutes';
import { samplePathFor, type SpecRoute } from './specRoutes';

export interface CoverageLine {
  readonly route: SpecRoute;
  /** The address tried (the pattern with sample parameters). */
  readonly sample: string;
  /** The name of the route that answered it, or undefined when none (or only the catch-all) did. */
  readonly servedBy?: string;
  readonly served: boolean;
}

/**
 * Matches every spec §2 route against a route table: a route is served when the deepest matched
 * route's handle carries the spec's name (the not-found catch-all does not count).
 */
export function routeCoverage(routes: RouteObject[], specRoutes: readonly SpecRoute[]): CoverageLine[] {
  return specRoutes.map((route) => {
    const sample = samplePathFor(route.path);
    const matches = matchRoutes(routes, sample) ?? [];
    const leaf = [...matches].reverse().find((match) => isStorefrontHandle(match.route.handle));
    const handle: unknown = leaf?.route.handle;
    const name = isStorefrontHandle(handle) ? handle.name : undefined;
    return { route, sample, ...(name ? { servedBy: name } : {}), served: name === route.name };
  });
}

/** The report `npm run routes:report` prints: one line per spec route, then `routes: N/M`. */
export function formatCoverage(lines: readonly CoverageLine[]): string {
  const width = Math.max(...lines.map((line) => line.route.path.length));
  const body = lines.map((line) => {
    const mark = line.served ? 'served ' : 'missing';
    return `${mark}  ${line.route.path.padEnd(width)}  ${line.route.name}${line.servedBy && !line.served && line.servedBy !== 'not-found' ? `  (answered by ${line.servedBy})` : ''}`;
  });
  const served = lines.filter((line) => line.served).length;
  return [...body, `routes: ${served}/${lines.length}`].join('\n');
}
