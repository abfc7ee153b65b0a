import fsp from 'node:fs/promises';
import path from 'node:path';
import { vendoredFile, vendoredVersion } from '@laguna-docs/markdown';
import { resolveFrom } from './loadTheme.js';
import type { OutputFile } from './output.js';

/** Where Mermaid's files are in the installed package, and the folder they are published in. */
interface MermaidLocation {
  dist: string;
  /** `assets/mermaid-12.3.0`: versioned, so its files may be cached for good like the hashed ones. */
  folder: string;
}

let location: MermaidLocation | undefined;

/** Mermaid as the client package has it installed (the published package carries its files inside). */
function mermaidLocation(): MermaidLocation {
  if (!location) {
    const client = resolveFrom([import.meta.url], '@laguna-docs/client');
    const bases = client ? [client] : [];
    location = { dist: path.dirname(vendoredFile('mermaid', 'dist/mermaid.esm.min.mjs', bases)), folder: `assets/mermaid-${vendoredVersion('mermaid', bases)}` };
  }
  return location;
}

/** The address of the Mermaid module pages with diagrams load, below the base path (`/laguna-docs`). */
export function mermaidModule(base: string): string {
  return `${base}/${mermaidLocation().folder}/mermaid.esm.min.mjs`;
}

/**
 * Mermaid's minified ES module and the chunks it loads (each kind of diagram is one), published as they
 * come: 5.5 MB, of which a page loads the part its diagrams need. Published only when a page has a diagram.
 */
export function mermaidFiles(): Promise<OutputFile[]> {
  // The installed package's files do not change while the process runs: watch mode reads them once.
  files ??= readMermaidFiles();
  files.catch(() => (files = undefined));
  return files;
}

let files: Promise<OutputFile[]> | undefined;

async function readMermaidFiles(): Promise<OutputFile[]> {
  const { dist, folder } = mermaidLocation();
  const chunks = (await fsp.readdir(path.join(dist, 'chunks', 'mermaid.esm.min'))).filter((name) => name.endsWith('.mjs')).sort();
  const names = ['mermaid.esm.min.mjs', ...chunks.map((name) => `chunks/mermaid.esm.min/${name}`)];
  return Promise.all(names.map(async (name) => ({ path: `${folder}/${name}`, contents: await fsp.readFile(path.join(dist, name)) })));
}
