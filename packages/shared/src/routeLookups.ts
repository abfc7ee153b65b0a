/** The route lookups a parse's links made, as the disk cache keeps them with it: path and route, `null` for none. */
export type RouteLookups = Array<[string, string | null]>;

/** Routes that note each lookup, so that a parse can be kept with the routes it saw (see `lookupsHold`). */
export function recordingRoutes(routesByPath: ReadonlyMap<string, string>): { routes: Pick<ReadonlyMap<string, string>, 'get'>; lookups: () => RouteLookups } {
  const seen = new Map<string, string | undefined>();
  return {
    routes: {
      get: (path) => {
        const route = routesByPath.get(path);
        seen.set(path, route);
        return route;
      },
    },
    lookups: () => [...seen].map(([path, route]) => [path, route ?? null]),
  };
}

/** Whether a kept parse still holds: every lookup it made gives the same route now. */
export function lookupsHold(lookups: RouteLookups, routesByPath: ReadonlyMap<string, string>): boolean {
  return lookups.every(([path, route]) => routesByPath.get(path) === (route ?? undefined));
}

/** Leaves positions out of a kept parse: they serve its own messages and links, which are kept apart, not rendering. */
export const withoutPositions = (name: string, value: unknown): unknown => (name === 'position' ? undefined : value);
