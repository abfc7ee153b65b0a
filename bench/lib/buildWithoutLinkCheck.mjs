// Builds the site in the current folder with the link check off, for measurements that need an output
// folder when the CLI build fails on broken links: `node bench/lib/buildWithoutLinkCheck.mjs <outDir>`.
import { buildSite } from '../../packages/builder/dist/index.js';
import { loadConfig } from '../../packages/config/dist/index.js';

const config = await loadConfig({ outDir: process.argv[2] });
await buildSite({ config, linkCheck: 'off' });
