import { createRequire } from 'node:module';
import { vendoredVersion } from '@laguna-docs/markdown';
import { DiskCache } from '../cache/diskCache.js';
import type { OutputFile } from '../output.js';
import type { PlannedCard } from './pageImage.js';
import { renderCard, WordWidths } from './renderCard.js';

export interface DrawCardsOptions {
  cards: Iterable<PlannedCard>;
  /** Cards kept on disk by earlier builds (the CLI's build). */
  disk?: DiskCache;
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
export async function drawCards({ cards, disk, memory }: DrawCardsOptions): Promise<{ files: OutputFile[]; drawn: number }> {
  const unique = new Map<string, PlannedCard>();
  for (const card of cards) unique.set(card.file, card);
  const files: OutputFile[] = [];
  const pending: Array<{ card: PlannedCard; key: string }> = [];
  for (const card of unique.values()) {
    const key = DiskCache.key(['card', renderer(), card.file]);
    const known = memory?.get(key) ?? fromDisk(disk, key);
    if (known) {
      memory?.set(key, known);
      files.push({ path: card.file, contents: known });
    } else pending.push({ card, key });
  }
  const widths = new WordWidths();
  const draw = async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const png = await renderCard(next.card.spec, widths);
      memory?.set(next.key, png);
      disk?.set(next.key, png.toString('base64'));
      files.push({ path: next.card.file, contents: png });
    }
  };
  const count = pending.length;
  await Promise.all([draw(), draw()]);
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, drawn: count };
}

function fromDisk(disk: DiskCache | undefined, key: string): Buffer | undefined {
  const text = disk?.get<string>(key);
  return typeof text === 'string' ? Buffer.from(text, 'base64') : undefined;
}
