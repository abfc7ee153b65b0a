import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { childSchemas, flatString, type ApiSchema, type ApiSchemaObject, type SiteData } from '@laguna-docs/shared';
import { ApiContext, type ApiRenderState } from './apiContext.js';

/** A named schema's description as markup, and the schemas describing it claimed (see `SchemaView`'s `claim`). */
interface Remembered {
  html: string;
  claimed: string[];
}

/** Descriptions already rendered for one locale of one build (a `SiteData` is made per build and locale). */
interface Memory {
  entries: Map<string, Remembered>;
  /** Characters held; nothing more is kept past `MEMORY_LIMIT`. */
  size: number;
}

/**
 * Characters of markup kept per locale of a build: enough for the shared schemas of a large reference,
 * bounded so a spec of many large, distinct schemas does not hold them all.
 */
const MEMORY_LIMIT = 24_000_000;

const memories = new WeakMap<SiteData, Memory>();
const reachable = new WeakMap<ApiSchemaObject, readonly string[]>();

/**
 * The markup of a named schema's description (`render`), made once per locale of a build for each state
 * it can meet and reused on every later page: a reference's shared schemas recur on most of its operation
 * pages, and their trees are most of each page's markup. What a description shows depends only on the
 * schemas it reaches: which of them the page has described already (those become links), which enclose
 * it (those are cycles), and which the page knows. The key holds exactly that, so a reused description is
 * byte for byte what rendering it there would write. `kind` tells apart the places a description stands,
 * whose markup differs; `render` must depend on nothing else.
 */
export function rememberedDescription(api: ApiRenderState, kind: string, name: string, trail: readonly string[], render: () => ReactNode): string {
  let memory = memories.get(api.site);
  if (!memory) {
    memory = { entries: new Map(), size: 0 };
    memories.set(api.site, memory);
  }
  const names = reachableNames(name, api.schemas);
  let state = '';
  for (const other of names) state += `${api.described.has(other) ? 1 : 0}${trail.includes(other) ? 1 : 0}${other in api.schemas ? 1 : 0}`;
  const key = `${kind}\u0000${name}\u0000${state}`;
  const known = memory.entries.get(key);
  if (known) {
    for (const claimed of known.claimed) api.described.add(claimed);
    return known.html;
  }
  const before = new Set(api.described);
  // Rendered apart with the page's own state, which it updates as the page's tree would (React renders
  // a nested tree synchronously and then resumes the outer one where it was).
  const html = flatString(renderToStaticMarkup(<ApiContext.Provider value={api}>{render()}</ApiContext.Provider>));
  if (memory.size + html.length <= MEMORY_LIMIT) {
    memory.entries.set(key, { html, claimed: [...api.described].filter((other) => !before.has(other)) });
    memory.size += html.length;
  }
  return html;
}

/** The named schemas a named schema reaches (itself, its parts', discriminator targets), sorted. */
function reachableNames(name: string, schemas: Readonly<Record<string, ApiSchemaObject>>): readonly string[] {
  const root = schemas[name];
  if (!root) return [name];
  let names = reachable.get(root);
  if (names) return names;
  const found = new Set<string>([name]);
  const pending: ApiSchema[] = [root];
  for (let index = 0; index < pending.length; index++) {
    const schema = pending[index]!;
    if ('ref' in schema) {
      const target = schemas[schema.ref];
      if (!found.has(schema.ref)) {
        found.add(schema.ref);
        if (target) pending.push(target);
      }
      continue;
    }
    pending.push(...childSchemas(schema));
    for (const entry of schema.discriminator?.mapping ?? []) pending.push({ ref: entry.ref });
  }
  names = [...found].sort();
  // A discriminator may name a schema this page does not have; what it reaches is then not known here.
  if (names.every((other) => other in schemas)) reachable.set(root, names);
  return names;
}

/** How many descriptions are kept for a locale of a build (for tests). */
export function rememberedDescriptionCount(site: SiteData): number {
  return memories.get(site)?.entries.size ?? 0;
}

/** Markup that depends on the locale alone, by key, per locale of a build (see `siteMarkup`). */
const siteMarkups = new WeakMap<SiteData, Map<string, string>>();

/**
 * The markup of `render`, made once per locale of a build under `key` and reused on every later page:
 * for parts of API pages that are the same on each (a table's header row). `render` must depend on the
 * locale (`api.site`) and nothing else.
 */
export function siteMarkup(api: ApiRenderState, key: string, render: () => ReactNode): string {
  let known = siteMarkups.get(api.site);
  if (!known) siteMarkups.set(api.site, (known = new Map()));
  let html = known.get(key);
  if (html === undefined) known.set(key, (html = flatString(renderToStaticMarkup(<ApiContext.Provider value={api}>{render()}</ApiContext.Provider>))));
  return html;
}
