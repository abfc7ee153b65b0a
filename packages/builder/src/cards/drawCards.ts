import { createRequire } from 'node:module';
import { vendoredVersion } from '@laguna-docs/markdown';
import { resultKey, type ResultStore } from '../steps/resultStore.js';
import type { OutputFile } from '../output.js';
import type { PlannedCard } from './pageImage.js';
import { renderCard, WordWidths } from './renderCard.js';

export interface DrawCardsOptions {
  cards: Iterable<PlannedCard>;
  /** Cards kept on disk by earlier builds (the CLI's build). */
  disk?: ResultStore;
  /** Cards drawn by earlier builds of this process (watch mode), by key. */
  memory?: Map<string, Buffer>;
}

const require = createRequire(import.meta.url);
let rendererKey: string | undefined;

/** What a card's pixels depend on besides its spec: the renderer's and the font's versions. */
function renderer(): string {
  rendererKey ??= [(require('@resvg/resvg-js/package.json') as { version: string }).version, vendoredVersion('dejavu-fonts-ttf', [import.meta.url])].join('|');
  return rendererKey;
}

/**
 * The PNG of every card (the same card once, however many pages show it), from the caches where they
 * hold it, else drawn: two at a time, since resvg draws off the main thread, in libuv's pool.
 */
export async function drawCards(options: DrawCardsOptions): Promise<{ files: OutputFile[]; drawn: number }> {
  return new CardDrawer(options).draw(options.cards);
}

/**
 * Draws cards, two at a time, as they are asked for: `plan` starts a card as soon as a page knows it will
 * show it, so cards are drawn (in libuv's pool) while the build renders the other pages; `draw` gives the
 * files of the cards asked for, those planned earlier included.
 */
export class CardDrawer {
  #stores: Omit<DrawCardsOptions, 'cards'>;
  #cards = new Map<string, Promise<{ file: OutputFile; drawn: boolean }>>();
  #waiting: Array<() => void> = [];
  #drawing = 0;
  #widths = new WordWidths();

  constructor(stores: Omit<DrawCardsOptions, 'cards'>) {
    this.#stores = stores;
  }

  /** Starts the card, from a cache or drawn, unless it is started already. */
  plan(card: PlannedCard): void {
    if (this.#cards.has(card.file)) return;
    const made = this.#make(card);
    // A card that fails fails the build when `draw` asks for it, not as an unhandled rejection before.
    made.catch(() => undefined);
    this.#cards.set(card.file, made);
  }

  async draw(cards: Iterable<PlannedCard>): Promise<{ files: OutputFile[]; drawn: number }> {
    const unique = new Map<string, PlannedCard>();
    for (const card of cards) unique.set(card.file, card);
    for (const card of unique.values()) this.plan(card);
    const made = await Promise.all([...unique.keys()].map((file) => this.#cards.get(file)!));
    const files = made.map((entry) => entry.file).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { files, drawn: made.filter((entry) => entry.drawn).length };
  }

  async #make(card: PlannedCard): Promise<{ file: OutputFile; drawn: boolean }> {
    const { disk, memory } = this.#stores;
    const key = resultKey(['card', renderer(), card.file]);
    const known = memory?.get(key) ?? fromDisk(disk, key);
    if (known) {
      memory?.set(key, known);
      return { file: { path: card.file, contents: known }, drawn: false };
    }
    // Two at a time: a card that finishes hands its place to the next one waiting.
    if (this.#drawing < 2) this.#drawing += 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      const png = await renderCard(card.spec, this.#widths);
      memory?.set(key, png);
      disk?.set(key, png.toString('base64'));
      return { file: { path: card.file, contents: png }, drawn: true };
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#drawing -= 1;
    }
  }
}

function fromDisk(disk: ResultStore | undefined, key: string): Buffer | undefined {
  const text = disk?.get<string>(key);
  return typeof text === 'string' ? Buffer.from(text, 'base64') : undefined;
}
