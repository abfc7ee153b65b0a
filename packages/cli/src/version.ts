import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const manifest = fileURLToPath(new URL('../package.json', import.meta.url));

/** The version of the published `laguna-docs` package. */
export const VERSION: string = (createRequire(import.meta.url)(manifest) as { version: string }).version;

/** The folder of the running `laguna-docs` package: where it was installed, or `packages/cli` in the workspace. */
export const PACKAGE_DIR: string = path.dirname(manifest);
