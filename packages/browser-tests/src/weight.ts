import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Gzip size of a file at the default level, as a static host would send it. */
function gzipSize(contents: Buffer | string): number {
  return zlib.gzipSync(contents).length;
}

/** What a first load of a page fetches: the HTML, its stylesheets and scripts, and their static imports. */
export function firstLoadFiles(outDir: string, basePath: string, htmlFile: string): string[] {
  const html = fs.readFileSync(path.join(outDir, htmlFile), 'utf8');
  const local = (href: string) => path.join(outDir, href.slice(basePath.length));
  const refs = [...html.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]*href="([^"]+)"|<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? match[2]!);
  const files = new Set<string>([path.join(outDir, htmlFile)]);
  const queue = refs.filter((href) => href.startsWith(basePath)).map(local);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!file.endsWith('.js')) continue;
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); dynamic import() is not a first load.
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
      queue.push(path.resolve(path.dirname(file), match[1]!));
    }
  }
  return [...files];
}

/** Total gzip bytes of a page's first load, with the parts. */
export function firstLoadWeight(outDir: string, basePath: string, htmlFile: string): { total: number; parts: Record<string, number> } {
  const parts: Record<string, number> = {};
  for (const file of firstLoadFiles(outDir, basePath, htmlFile)) parts[path.relative(outDir, file)] = gzipSize(fs.readFileSync(file));
  return { total: Object.values(parts).reduce((sum, size) => sum + size, 0), parts };
}
