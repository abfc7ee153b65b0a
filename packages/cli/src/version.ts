import { createRequire } from 'node:module';

/** The version of the published `laguna-docs` package. */
export const VERSION: string = (createRequire(import.meta.url)('../package.json') as { version: string }).version;
