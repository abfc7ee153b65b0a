import path from 'node:path';
import type { Theme } from '@laguna-docs/shared';
import { bundleClient, type ClientAssets } from '../bundleClient.js';
import { resolveFrom } from '../loadTheme.js';
import { fileStamp, incrementalState, type HasIncrementalState } from './state.js';

/**
 * Bundles the client runtime and theme stylesheet once and reuses them while the theme module, the
 * runtime's entry, the theme's client entry and its stylesheet are unchanged. esbuild takes about
 * 40 ms on the Laguna site, more than everything else a markdown edit needs, so this is the cache that
 * matters most in watch mode. Without a cache this is plain `bundleClient`.
 */
export async function bundleClientCached(cache: HasIncrementalState | undefined, theme: Theme, root: string): Promise<ClientAssets> {
  if (!cache) return bundleClient(theme, root);
  const state = incrementalState(cache);
  const stamp = (await Promise.all(clientInputs(theme, root).map(async (file) => `${file}@${await fileStamp(file)}`))).join('\n');
  const previous = state.client;
  if (previous && previous.theme === theme && previous.root === root && previous.stamp === stamp) return previous.assets;

  const assets = await bundleClient(theme, root);
  state.client = { theme, root, stamp, assets };
  state.redone.clientBundled = true;
  return assets;
}

/** The files a client bundle is made from, so a watcher can follow them. */
export function clientInputs(theme: Theme, root: string): string[] {
  const bases = [path.join(root, 'package.json'), import.meta.url];
  return ['@laguna-docs/client', '@laguna-docs/client/search', '@laguna-docs/client/boot', '@laguna-docs/client/diagrams', theme.clientEntry, theme.stylesheet].flatMap((specifier) => resolveFrom(bases, specifier) ?? []);
}
