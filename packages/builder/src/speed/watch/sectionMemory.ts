import type { SectionTrees } from '@laguna-docs/markdown';

/** A section's tree, as the markdown stage makes it. */
type Root = Parameters<SectionTrees['set']>[1];

/** At most this many sections are kept, the least recently used going first: a page that is one section is kept whole, so this bounds the memory to a few hundred pages' trees. */
export const SECTION_MEMORY_CAP = 500;

/**
 * The section trees of the pages watch mode showed ahead of their build (see `WatchSession.renderEdit`),
 * by their text: the next save of the same page tokenises again only the sections it changed.
 */
export class SectionMemory implements SectionTrees {
  #trees = new Map<string, Root>();
  hits = 0;
  misses = 0;

  constructor(private readonly cap = SECTION_MEMORY_CAP) {}

  get(text: string): Root | undefined {
    const tree = this.#trees.get(text);
    if (!tree) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Used again: it moves to the end, last to go.
    this.#trees.delete(text);
    this.#trees.set(text, tree);
    return tree;
  }

  set(text: string, tree: Root): void {
    this.#trees.delete(text);
    this.#trees.set(text, tree);
    for (const oldest of this.#trees.keys()) {
      if (this.#trees.size <= this.cap) break;
      this.#trees.delete(oldest);
    }
  }

  get size(): number {
    return this.#trees.size;
  }

  clear(): void {
    this.#trees.clear();
  }
}
