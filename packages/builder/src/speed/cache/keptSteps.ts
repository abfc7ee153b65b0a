import { inputsUnchanged } from '@laguna-docs/config';
import type { SpecCheck } from '@laguna-docs/openapi';
import type { ApiModelInput, ApiModelStep } from '../../loadSiteApi.js';
import type { CardStep, DrawnCard } from '../../cards/drawCards.js';
import type { ClientBundleInput, ClientBundleStep, StoredBundle } from '../../bundleClient.js';
import type { PlannedCard } from '../../cards/pageImage.js';
import type { ComponentBundle, ComponentsInput, ComponentsStep } from '../../siteComponents/bundleComponents.js';
import { resultKey, type FingerprintedStore, type ResultStore } from '../../steps/resultStore.js';
import { cached, type KeptResults, type KeyOf } from '../cached.js';

/*
 * The disk cache around the plain leaf steps: each step is `cached` with a key made from its input's type
 * (so an input added to a step is a type error here until it is in the key), and kept in one of the
 * build's disk caches under that key and the fingerprint of the code that makes it.
 */

/**
 * A disk cache as the place a cached step of promised values keeps them: a kept value is given while
 * `holds` says it still holds (every file it was made from unchanged, say); a value made is kept once made,
 * a failure never.
 */
export function storedResults<T>(store: ResultStore, scope: readonly string[], holds: (kept: T) => boolean = () => true, keep: (made: T) => boolean = () => true): KeptResults<Promise<T>> {
  return {
    use(key, make) {
      const at = store.key([...scope, key]);
      const kept = store.get<T>(at);
      if (kept !== undefined && holds(kept)) return Promise.resolve(kept);
      return make().then((made) => {
        if (keep(made)) store.set(at, made);
        return made;
      });
    },
  };
}

/** A part of a key that is not data the result is made from (a way to find part of the same result elsewhere). */
const notData = () => '';

/** An API model is made from the texts of its files (the main one first) and how strictly it is checked. */
const API_MODEL_KEY: KeyOf<ApiModelInput> = {
  spec: (spec) => JSON.stringify(spec.files.map((file) => [file.displayName, file.text])),
  displayName: String,
  validation: String,
  check: notData,
};

/**
 * The model step as a build runs it: with `check`, the spec's parsed document is checked by it (in a helper
 * thread) while this thread makes the model; with `disk`, a model made from the same texts by the same code
 * in an earlier build is taken from there.
 */
export function keptApiModel(step: ApiModelStep, disk?: FingerprintedStore, check?: SpecCheck): ApiModelStep {
  const checked: ApiModelStep = check ? (input) => step({ ...input, check }) : step;
  return disk ? cached(checked, API_MODEL_KEY, storedResults(disk.cache, ['openapi', disk.fingerprint])) : checked;
}

/** The site's components are bundled from the files its pages import, found from its folder, and its overrides. */
const COMPONENTS_KEY: KeyOf<ComponentsInput> = {
  root: String,
  files: (files) => JSON.stringify(files),
  overrides: (overrides) => JSON.stringify((overrides ?? []).map((override) => [override.name, override.file])),
};

/** The components step, its bundle kept in `disk` (by esbuild's version, `bundler`) and given again while every file it was made from is unchanged. */
export function keptComponents(step: ComponentsStep, disk: ResultStore, bundler: string): ComponentsStep {
  return cached(step, COMPONENTS_KEY, storedResults<ComponentBundle>(disk, ['components', bundler], (kept) => inputsUnchanged(kept.inputs)));
}

/** A card is drawn from its spec; its file's name is a hash of the spec, and goes into the key too. */
const CARD_KEY: KeyOf<PlannedCard> = { file: String, spec: (spec) => JSON.stringify(spec) };

/**
 * The card step, each card's PNG kept in `memory` (earlier builds of this process: watch mode) and on
 * `disk` (as base64) under the card's key and `renderer` (the renderer's and the font's versions), and
 * given from there, not drawn.
 */
export function keptCards(step: CardStep, renderer: string, memory?: Map<string, Buffer>, disk?: ResultStore): CardStep {
  const kept: KeptResults<Promise<DrawnCard>> = {
    use(key, make) {
      const at = resultKey(['card', renderer, key]);
      const known = memory?.get(at) ?? fromDisk(disk, at);
      if (known) {
        memory?.set(at, known);
        return Promise.resolve({ png: known, drawn: false });
      }
      return make().then((made) => {
        memory?.set(at, made.png);
        // Base64 is JSON as it is between quotes: nothing for `JSON.stringify` to look through (3 MB on the Laguna site).
        disk?.setText(at, `"${made.png.toString('base64')}"`);
        return made;
      });
    },
  };
  return memory || disk ? cached(step, CARD_KEY, kept) : step;
}

function fromDisk(disk: ResultStore | undefined, key: string): Buffer | undefined {
  const text = disk?.get<string>(key);
  return typeof text === 'string' ? Buffer.from(text, 'base64') : undefined;
}

/** A client bundle is made from its entries; the theme's prebuilt bundle is the same bundle made ahead, where it holds. */
const CLIENT_BUNDLE_KEY: KeyOf<ClientBundleInput> = {
  runtime: String,
  entry: String,
  searchEntry: String,
  bootModule: String,
  diagramsEntry: String,
  samplesEntry: String,
  plain: (plain) => JSON.stringify(plain ?? null),
  site: (site) => JSON.stringify(site ?? null),
  prebuilt: notData,
};

/**
 * The client bundle step, its bundle kept in `disk` (by esbuild's version and settings, `bundler`) and given
 * again while every file it was made from is unchanged; one taken from the theme's prebuilt bundle is not
 * kept, as it is there already.
 */
export function keptClientBundle(step: ClientBundleStep, disk: ResultStore, bundler: string): ClientBundleStep {
  return cached(step, CLIENT_BUNDLE_KEY, storedResults<StoredBundle>(disk, ['client', bundler], (kept) => inputsUnchanged(kept.inputs), (made) => made.prebuilt !== true));
}
