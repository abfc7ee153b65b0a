import { createRequire } from 'node:module';
import { vendoredVersion } from '@laguna-docs/markdown';
import type { OutputFile } from '../output.js';
import type { PlannedCard } from './pageImage.js';
import { renderCard, WordWidths } from './renderCard.js';

/** A card's PNG, and whether it was drawn now rather than given again from earlier work. */
export interface DrawnCard {
  png: Buffer;
  drawn: boolean;
}

/** Gives one card's PNG (the speed layer's form of it takes it from a cache where it can). */
export type CardStep = (card: PlannedCard) => Promise<DrawnCard>;

const require = createRequire(import.meta.url);
let rendererKey: string | undefined;

/** What a card's pixels depend on besides its spec: the renderer's and the font's versions. */
export function cardRenderer(): string {
  rendererKey ??= [(require('@resvg/resvg-js/package.json') as { version: string }).version, vendoredVersion('dejavu-fonts-ttf', [import.meta.url])].join('|');
  return rendererKey;
}

/**
 * Draws cards, two at a time, since resvg draws off the main thread, in libuv's pool: a card that
 * finishes hands its place to the next one waiting.
 */
export function cardStep(): CardStep {
  const widths = new WordWidths();
  const waiting: Array<() => void> = [];
  let drawing = 0;
  return async (card) => {
    if (drawing < 2) drawing += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return { png: await renderCard(card.spec, widths), drawn: true };
    } finally {
      const next = waiting.shift();
      if (next) next();
      else drawing -= 1;
    }
  };
}

/** The PNG of every card (the same card once, however many pages show it), each made by `step`. */
export async function drawCards(cards: Iterable<PlannedCard>, step: CardStep = cardStep()): Promise<{ files: OutputFile[]; drawn: number }> {
  return new CardDrawer(step).draw(cards);
}

/**
 * Draws cards as they are asked for: `plan` starts a card as soon as a page knows it will show it, so
 * cards are drawn (in libuv's pool) while the build renders the other pages; `draw` gives the files of
 * the cards asked for, those planned earlier included.
 */
export class CardDrawer {
  #step: CardStep;
  #cards = new Map<string, Promise<{ file: OutputFile; drawn: boolean }>>();

  constructor(step: CardStep = cardStep()) {
    this.#step = step;
  }

  /** Starts the card unless it is started already. */
  plan(card: PlannedCard): void {
    if (this.#cards.has(card.file)) return;
    const made = this.#step(card).then(({ png, drawn }) => ({ file: { path: card.file, contents: png }, drawn }));
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
}
