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

/** A node of a syntax tree as `positionsOff` walks it: its children, and a `<template>` element's content. */
interface PositionedNode {
  position?: unknown;
  children?: readonly PositionedNode[];
  content?: PositionedNode;
}

/**
 * Takes the positions off every node of a tree in place (each set to `undefined`, which `JSON.stringify`
 * leaves out, as `withoutPositions` does), for a tree about to be kept whose positions are not needed
 * again. A walk and a plain `JSON.stringify` cost a 1 MB page's parse about half what the replacer's call
 * for every property did.
 */
export function positionsOff(node: PositionedNode): void {
  if (node.position !== undefined) node.position = undefined;
  const children = node.children;
  if (children) for (let index = 0; index < children.length; index++) positionsOff(children[index]!);
  if (node.content) positionsOff(node.content);
}
