import { expect, it } from 'vitest';
import type { BuildSiteResult } from '@laguna-docs/build';
import type { ResolvedConfig } from '@laguna-docs/config';
import type { checkBuiltSite } from '@laguna-docs/link-check';
import type { Diagnostic } from '@laguna-docs/shared';
import { createLinkWatch, type LinkCheckJob } from './linkWatch.js';

type Report = Awaited<ReturnType<typeof checkBuiltSite>>;

const broken = (href: string): Diagnostic => ({ severity: 'warning', code: 'link/missing-page', message: `broken link "${href}"`, file: 'content/en/docs/intro.md', line: 3 });
const report = (diagnostics: Diagnostic[]): Report => ({ broken: [], diagnostics, stats: { pages: 1, links: 1, crawled: 0, graphMs: 0, crawlMs: 0 } });
const job = (build: number): LinkCheckJob => ({ build, config: {} as ResolvedConfig, result: { files: [], pages: [], diagnostics: [] } as BuildSiteResult });

function setup(answers: Array<Diagnostic[] | Error>) {
  const lines: string[] = [];
  const checked: number[] = [];
  const watch = createLinkWatch(
    { info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) },
    async (options) => {
      checked.push(options.files?.length ?? -1);
      const answer = answers.shift() ?? [];
      if (answer instanceof Error) throw answer;
      return report(answer);
    },
  );
  return { watch, lines, checked };
}

it('prints broken links once, then only what changed', async () => {
  const { watch, lines } = setup([[broken('/a')], [broken('/a')], [broken('/a'), broken('/b')], []]);
  for (const build of [1, 2, 3, 4]) {
    watch.check(job(build));
    await watch.idle();
  }
  expect(lines).toMatchInlineSnapshot(`
    [
      "content/en/docs/intro.md:3 warning broken link "/a" [link/missing-page]",
      "⚠ links of build #1: 1 broken (1 new)",
      "content/en/docs/intro.md:3 warning broken link "/b" [link/missing-page]",
      "⚠ links of build #3: 2 broken (1 new)",
      "✔ links of build #4: none broken",
    ]
  `);
});

it('checks only the newest build when builds come faster than checks', async () => {
  const { watch, checked, lines } = setup([[broken('/old')], [broken('/new')]]);
  watch.check(job(1));
  watch.check(job(2));
  watch.check(job(3));
  await watch.idle();
  // The first check was already running; builds 2 and 3 queue up and only 3 is checked.
  expect(checked).toHaveLength(2);
  expect(lines.join('\n')).toContain('build #3');
  expect(lines.join('\n')).not.toContain('build #2');
});

it('reports a check that fails and goes on', async () => {
  const { watch, lines } = setup([new Error('crawler gave up'), [broken('/a')]]);
  watch.check(job(1));
  await watch.idle();
  watch.check(job(2));
  await watch.idle();
  expect(lines[0]).toMatchInlineSnapshot(`"the link check failed: crawler gave up"`);
  expect(lines).toHaveLength(3);
});
