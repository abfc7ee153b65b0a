import { describe, expect, it } from 'vitest';
import type { ApiModel } from '@laguna-docs/shared';
import type { BundledSpec } from '@laguna-docs/openapi';
import type { ApiModelInput } from '../../loadSiteApi.js';
import { resultKey, type ResultStore } from '../../steps/resultStore.js';
import type { ComponentBundle, ComponentsInput } from '../../siteComponents/bundleComponents.js';
import type { PlannedCard } from '../../cards/pageImage.js';
import { keptApiModel, keptCards, keptComponents } from './keptSteps.js';

/** A disk cache held in a map. */
function mapStore(): ResultStore & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: <T>(key: string) => entries.get(key) as T | undefined,
    set: (key, value) => void entries.set(key, value),
    has: (key) => entries.has(key),
    setText: (key, text) => void entries.set(key, JSON.parse(text)),
    key: resultKey,
  };
}

const spec = (...texts: string[]) => ({ files: texts.map((text, index) => ({ path: `/site/api${index}.yaml`, displayName: `api${index}.yaml`, text })), diagnostics: [], complete: true }) as unknown as BundledSpec; // The step reads only the files' names and texts.
const input = (bundled: BundledSpec, validation: ApiModelInput['validation'] = 'strict'): ApiModelInput => ({ spec: bundled, displayName: 'api0.yaml', validation });

describe('the kept API model step', () => {
  it('makes a model once for the same texts and validation, again when either differs, and keeps no failure', async () => {
    const made: string[] = [];
    const step = async ({ spec: bundled, validation }: ApiModelInput) => {
      const texts = bundled.files.map((file) => file.text).join('+');
      made.push(`${texts} ${validation}`);
      if (texts.includes('broken')) throw new Error('broken spec');
      return { title: texts } as unknown as ApiModel; // Only passed through.
    };
    const store = mapStore();
    const kept = keptApiModel(step, { cache: store, fingerprint: 'code-1' });
    expect(await kept(input(spec('a')))).toEqual({ title: 'a' });
    expect(await kept(input(spec('a')))).toEqual({ title: 'a' });
    await kept(input(spec('a'), 'lenient'));
    await kept(input(spec('a', 'b')));
    await expect(kept(input(spec('broken')))).rejects.toThrow('broken spec');
    await expect(kept(input(spec('broken')))).rejects.toThrow('broken spec');
    expect(made).toEqual(['a strict', 'a lenient', 'a+b strict', 'broken strict', 'broken strict']);
    expect(store.entries.size).toBe(3);
    // Other code makes other models: its fingerprint is in every key.
    await keptApiModel(step, { cache: store, fingerprint: 'code-2' })(input(spec('a')));
    expect(made).toHaveLength(6);
  });

  it('hands the given checker to the model step, for a spec of one file or of several, and none without one', async () => {
    const checked: unknown[] = [];
    const step = async (made: ApiModelInput) => (await made.check?.(made.spec.files.map((file) => file.text)), {} as ApiModel);
    const kept = keptApiModel(step, undefined, async (document) => (checked.push(document), []));
    await kept(input(spec('one')));
    await kept(input(spec('main', 'part')));
    await keptApiModel(step)(input(spec('alone')));
    expect(checked).toEqual([['one'], ['main', 'part']]);
  });
});

describe('the kept components step', () => {
  it('bundles once for the same folder, files and overrides, and again when one differs or a file the bundle was made from is gone', async () => {
    const made: string[] = [];
    let inputs: ComponentBundle['inputs'] = [];
    const step = async ({ root, files, overrides }: ComponentsInput) => {
      made.push(`${root} ${files.join(',')} ${(overrides ?? []).map((override) => override.name).join(',')}`);
      return { server: '', files: [], islands: 'assets/islands/islands.js', inputs, fingerprints: {} } satisfies ComponentBundle;
    };
    const kept = keptComponents(step, mapStore(), 'esbuild-1');
    await kept({ root: '/site', files: ['src/A.tsx'] });
    await kept({ root: '/site', files: ['src/A.tsx'] });
    await kept({ root: '/site', files: ['src/A.tsx', 'src/B.tsx'] });
    await kept({ root: '/site', files: ['src/A.tsx'], overrides: [{ name: 'Footer', file: 'src/theme/Footer.tsx' }] });
    expect(made).toEqual(['/site src/A.tsx ', '/site src/A.tsx,src/B.tsx ', '/site src/A.tsx Footer']);
    inputs = [['/nowhere/laguna-docs-missing.tsx', 'hash']];
    await kept({ root: '/other', files: ['src/A.tsx'] });
    await kept({ root: '/other', files: ['src/A.tsx'] });
    expect(made.slice(3)).toEqual(['/other src/A.tsx ', '/other src/A.tsx ']);
  });
});

describe('the kept card step', () => {
  it('draws a card once, gives it again from memory or from disk as not drawn, and draws it again for another renderer', async () => {
    const drawn: string[] = [];
    const step = async (card: PlannedCard) => (drawn.push(card.file), { png: Buffer.from(card.file), drawn: true });
    const card = { file: 'assets/cards/a.png', spec: { title: 'A' } } as unknown as PlannedCard; // Only keyed and passed through.
    const disk = mapStore();
    const memory = new Map<string, Buffer>();
    const kept = keptCards(step, 'resvg-1', memory, disk);
    expect(await kept(card)).toEqual({ png: Buffer.from('assets/cards/a.png'), drawn: true });
    expect(await kept(card)).toEqual({ png: Buffer.from('assets/cards/a.png'), drawn: false });
    // A later build's process has the disk alone.
    expect(await keptCards(step, 'resvg-1', undefined, disk)(card)).toEqual({ png: Buffer.from('assets/cards/a.png'), drawn: false });
    expect(drawn).toEqual(['assets/cards/a.png']);
    await keptCards(step, 'resvg-2', undefined, disk)(card);
    await keptCards(step, 'resvg-1', undefined, disk)({ ...card, spec: { title: 'B' } } as unknown as PlannedCard);
    expect(drawn).toHaveLength(3);
  });
});
