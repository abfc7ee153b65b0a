import type { SiteConfigInput } from '@laguna-docs/config';

export type { SiteConfigInput };

/**
 * Gives a config file types and completion; returns its argument unchanged. The same function as
 * `@laguna-docs/config`'s, written out here so that importing `laguna-docs` (every config file does)
 * does not load the config schema and esbuild.
 */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
