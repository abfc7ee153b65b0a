import type { SiteConfigInput } from './schema.js';

/** Gives a config file types and completion; returns its argument unchanged. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
