import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateBlogSite } from '../synthetic/blog.mjs';
import { failureSummary, parseBuiltPages, runTimed } from '../lib/runTimed.mjs';
import { formatMs } from '../lib/stats.mjs';

/** DESIGN.md's budget for docs, which posts are held to: posts cost what docs pages cost. */
const BUDGET_MS_PER_PAGE = 3;

/**
 * A blog of `posts` synthetic posts (English), built cold once in a new process: its time, and the CPU
 * per page written (the posts, and the lists, tag and author pages and archive they make).
 */
export async function measureBlogBuild({ root, posts = 1000, timeoutMs, log }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-bench-blog-'));
  try {
    const dir = path.join(work, 'site');
    generateBlogSite({ dir, posts });
    const outDir = path.join(work, 'out');
    const result = await runTimed(process.execPath, [path.join(root, 'bin/laguna-docs.js'), 'build', '--out', outDir], { cwd: dir, timeoutMs });
    const ok = result.code === 0;
    const pages = parseBuiltPages(result.stdout);
    const perPage = ok && result.cpuMs !== undefined && pages ? result.cpuMs / pages : undefined;
    log(`  ${posts} posts: ${formatMs(result.wallMs)}${result.cpuMs !== undefined ? ` (CPU ${formatMs(result.cpuMs)})` : ''}, ${pages ?? '?'} pages${ok ? '' : `, ${failureSummary(result)}`}`);
    return {
      name: 'blog',
      title: 'Blog',
      rows: [
        { what: `${posts} blog posts, cold build (${pages ?? '?'} pages with lists, tags, authors)`, measured: ok ? `${formatMs(result.wallMs)}${result.cpuMs !== undefined ? ` (CPU ${formatMs(result.cpuMs)})` : ''}` : `not measured (${failureSummary(result)})`, budget: '', ok: null },
        { what: `${posts} blog posts: CPU per page`, measured: perPage !== undefined ? `${perPage.toFixed(1)} ms` : 'not measured', budget: `≤ ${BUDGET_MS_PER_PAGE} ms (as docs)`, ok: perPage !== undefined ? perPage <= BUDGET_MS_PER_PAGE : null },
      ],
      details: { posts, pages, wallMs: Math.round(result.wallMs), ...(result.cpuMs !== undefined ? { cpuMs: Math.round(result.cpuMs) } : {}), ok },
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
