import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIG_DOCS_ONLY, generateSite } from '../synthetic/generate.mjs';
import { failureSummary, parseBuiltPages, runTimed } from '../lib/runTimed.mjs';
import { formatMs, median } from '../lib/stats.mjs';

/** The issue's goal: the same pages as `.mdx` build in at most twice the time they take as `.md`. */
const BUDGET_RATIO = 2;
/** One page in this many gets a tab set, a code group and a details box. */
const TABS_EVERY = 5;

/**
 * The cost of MDX: one generated docs site (English, `docs` pages) built as `.md`, and the same pages as
 * `.mdx`, with tab sets, code groups and details boxes written in each form (directives and raw HTML in
 * `.md`, `<Tabs>`/`<Details>` in `.mdx`) on one page in five. Each is built cold `runs` times (a new
 * process, no disk cache, an empty output folder), alternating, and the medians are compared.
 */
export async function measureMdxBuild({ root, docs = 1000, runs = 3, timeoutMs, log }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-bench-mdx-'));
  try {
    const { mdDir, mdxDir, ...converted } = generateMdxSites(work, docs);
    log(`  ${converted.pages} pages each way, ${converted.withTabs} with tabs`);
    const times = { md: [], mdx: [] };
    const cpu = { md: [], mdx: [] };
    const builds = { md: [], mdx: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const [name, dir] of [['md', mdDir], ['mdx', mdxDir]]) {
        const build = await coldBuild(root, dir, timeoutMs);
        builds[name].push(build);
        if (build.ok) times[name].push(build.wallMs);
        if (build.ok && build.cpuMs !== undefined) cpu[name].push(build.cpuMs);
        log(`  ${name} build ${run + 1}/${runs}: ${formatMs(build.wallMs)}${build.cpuMs !== undefined ? ` (CPU ${formatMs(build.cpuMs)})` : ''}, ${build.pages ?? '?'} pages${build.ok ? '' : `, ${build.failure}`}`);
      }
    }
    const ok = times.md.length === runs && times.mdx.length === runs;
    const md = ok ? median(times.md) : undefined;
    const mdx = ok ? median(times.mdx) : undefined;
    const ratio = ok ? mdx / md : undefined;
    // CPU time says more than wall time on a machine others are using too (GNU time gives it, when installed).
    const withCpu = (name) => (cpu[name].length === runs ? ` (CPU ${formatMs(median(cpu[name]))})` : '');
    const cpuRatio = ok && cpu.md.length === runs && cpu.mdx.length === runs ? ` (CPU ${(median(cpu.mdx) / median(cpu.md)).toFixed(2)}×)` : '';
    const failed = ok ? '' : ` (failed: ${[...builds.md, ...builds.mdx].find((build) => !build.ok)?.failure})`;
    return {
      name: 'mdx',
      title: 'MDX against markdown',
      rows: [
        { what: `${converted.pages} docs as .md, cold build, median of ${runs}`, measured: ok ? `${formatMs(md)}${withCpu('md')}` : `not measured${failed}`, budget: '', ok: null },
        { what: `the same docs as .mdx, cold build, median of ${runs}`, measured: ok ? `${formatMs(mdx)}${withCpu('mdx')}` : `not measured${failed}`, budget: '', ok: null },
        { what: 'MDX build time against markdown', measured: ok ? `${ratio.toFixed(2)}×${cpuRatio}` : 'not measured', budget: `≤ ${BUDGET_RATIO}×`, ok: ok ? ratio <= BUDGET_RATIO : null },
      ],
      details: { docs: converted.pages, withTabs: converted.withTabs, runs, builds },
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Writes the site as `.md` (in `<work>/md`) and as `.mdx` (in `<work>/mdx`); for profiling too. */
export function generateMdxSites(work, docs) {
  const mdDir = path.join(work, 'md');
  generateSite({ dir: mdDir, docs, operations: 1, seed: 1, translated: 0 });
  const mdxDir = path.join(work, 'mdx');
  return { mdDir, mdxDir, ...writeVariants(mdDir, mdxDir) };
}

/** A build in a new process without the disk cache of an earlier one, into an empty folder. */
async function coldBuild(root, dir, timeoutMs) {
  const outDir = `${dir}-out`;
  fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await runTimed(process.execPath, [path.join(root, 'bin/laguna-docs.js'), 'build', '--config', CONFIG_DOCS_ONLY, '--out', outDir], { cwd: dir, timeoutMs });
  fs.rmSync(outDir, { recursive: true, force: true });
  return {
    ok: result.code === 0,
    wallMs: Math.round(result.wallMs),
    ...(result.cpuMs !== undefined ? { cpuMs: Math.round(result.cpuMs) } : {}),
    pages: parseBuiltPages(result.stdout),
    ...(result.code === 0 ? {} : { failure: failureSummary(result), firstErrors: result.stderr.split('\n').filter((line) => / error /.test(line)).slice(0, 5) }),
  };
}

/**
 * Rewrites the generated site's docs in place as the markdown variant and writes the `.mdx` variant
 * beside it: the same text, but for the tabs' syntax, the extension and links naming `.mdx` files. The
 * `{#overview}` heading ids go in both (MDX reads braces as code; the slug is the same).
 */
function writeVariants(mdDir, mdxDir) {
  fs.cpSync(mdDir, mdxDir, { recursive: true });
  let pages = 0;
  let withTabs = 0;
  for (const file of docsFiles(path.join(mdDir, 'content'))) {
    const relative = path.relative(mdDir, file);
    const text = fs.readFileSync(file, 'utf8').replaceAll(' {#overview}', '');
    const tabbed = pages % TABS_EVERY === 0;
    pages += 1;
    if (tabbed) withTabs += 1;
    fs.writeFileSync(file, tabbed ? `${text}\n${MD_TABS}` : text);
    const mdxText = text.replace(/\]\((\.{1,2}\/[^)#\s]*?)\.md(#[^)]*)?\)/g, ']($1.mdx$2)');
    fs.rmSync(path.join(mdxDir, relative));
    fs.writeFileSync(path.join(mdxDir, relative.replace(/\.md$/, '.mdx')), tabbed ? `${mdxText}\n${MDX_TABS}` : mdxText);
  }
  return { pages, withTabs };
}

function* docsFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* docsFiles(file);
    else if (entry.name.endsWith('.md') && file.includes(`${path.sep}docs${path.sep}`)) yield file;
  }
}

const MD_TABS = `## Install

::::tabs{groupId="os"}
:::tab{label="macOS" value="mac"}
Run \`brew install laguna\`, then start the **tracker**.
:::
:::tab{label="Linux" value="linux"}
Run \`apt install laguna\`, then enable the service.
:::
::::

::: code-group
\`\`\`sh [npm]
npm install laguna-client
\`\`\`
\`\`\`sh [pnpm]
pnpm add laguna-client
\`\`\`
:::

<details class="details"><summary>Why two steps?</summary>

Because the tracker needs a database first.

</details>
`;

const MDX_TABS = `## Install

<Tabs groupId="os">
  <TabItem value="mac" label="macOS">

Run \`brew install laguna\`, then start the **tracker**.

  </TabItem>
  <TabItem value="linux" label="Linux">

Run \`apt install laguna\`, then enable the service.

  </TabItem>
</Tabs>

::: code-group
\`\`\`sh [npm]
npm install laguna-client
\`\`\`
\`\`\`sh [pnpm]
pnpm add laguna-client
\`\`\`
:::

<Details summary="Why two steps?">

Because the tracker needs a database first.

</Details>
`;
