import fs from 'node:fs';
import path from 'node:path';
import { formatBytes } from '../lib/stats.mjs';

/**
 * What the build writes for language models, per locale: `llms.txt`, `llms-full.txt` and the markdown
 * copies of the pages, and what writing the copies cost (the build prints it with each locale's render
 * stage: `✔ [en] render (55 pages, markdown copies 9 ms) 750 ms`).
 */
export function measureLlms({ outDir, source, stages = [] }) {
  const rows = [];
  const locales = [];
  for (const folder of ['', ...fs.readdirSync(outDir).filter((entry) => fs.existsSync(path.join(outDir, entry, 'llms.txt')))]) {
    const dir = path.join(outDir, folder);
    if (!fs.existsSync(path.join(dir, 'llms.txt'))) continue;
    const locale = folder || 'default locale';
    const copies = markdownFiles(dir, folder === '');
    const bytes = copies.reduce((sum, file) => sum + fs.statSync(file).size, 0);
    const render = stages.find((stage) => stage.stage === `[${folder || 'en'}] render`)?.detail?.match(/markdown copies (\d+) ms/)?.[1];
    const entry = { locale, llmsTxt: fs.statSync(path.join(dir, 'llms.txt')).size, llmsFullTxt: fs.statSync(path.join(dir, 'llms-full.txt')).size, copies: copies.length, copiesBytes: bytes, copiesMs: render === undefined ? undefined : Number(render) };
    locales.push(entry);
    rows.push({ what: `llms.txt, ${locale}: ${copies.length} markdown copies (${formatBytes(bytes)}), llms-full.txt ${formatBytes(entry.llmsFullTxt)}`, measured: `${formatBytes(entry.llmsTxt)}${entry.copiesMs === undefined ? '' : `; copies written in ${entry.copiesMs} ms`}`, budget: '', ok: null });
  }
  return { name: 'llms', title: 'For language models', rows, details: { source, locales } };
}

/** The `.md` files of a locale's folder; the default locale's leave out the other locales' folders. */
function markdownFiles(dir, isDefault) {
  const found = [];
  const walk = (folder, depth) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (isDefault && depth === 0 && fs.existsSync(path.join(full, 'llms.txt'))) continue;
        walk(full, depth + 1);
      } else if (entry.name.endsWith('.md')) found.push(full);
    }
  };
  walk(dir, 0);
  return found;
}
