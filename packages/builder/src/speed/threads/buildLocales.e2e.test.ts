import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCompiled } from '../../testing/compiledBuild.js';
import { smallSite } from '../../testing/smallSite.js';
import { expectSameFiles, writtenFiles } from '../../testing/writtenFiles.js';
import { writeFile } from '../../testing/siteFiles.js';
import type { BuildSiteResult } from '../../buildSite.js';

// Helper threads run the compiled package (`node scripts/build-packages.mjs`), so this test builds a
// site through it in a child process, once in several threads and once in one.

const script = `
process.env.NODE_ENV = 'production';
const { loadConfig } = await import('@laguna-docs/config');
const { buildSite } = await import('@laguna-docs/builder');
const [root, outDir, parallel] = process.argv.slice(2);
const config = await loadConfig({ cwd: root, outDir });
try {
  const { threads, links } = await buildSite({ config, parallel: parallel === 'true' });
  console.log(JSON.stringify({ threads, links }));
} catch (error) {
  // The process then ends by itself, which it cannot while a helper thread is left running.
  console.log(\`failed: \${error.message}\`);
  if (error.diagnostics) console.log(\`diagnostics: \${JSON.stringify(error.diagnostics)}\`);
  process.exitCode = 1;
}
`;

function run(root: string, outDir: string, parallel: boolean, timeout = 100_000, flags: string[] = []) {
  return runCompiled(script, [root, outDir, String(parallel)], { timeout, flags });
}

/** Builds `root` into `outDir`; how many threads rendered its pages, and how many links the check found. */
function build(root: string, outDir: string, parallel: boolean, flags: string[] = []): Required<Pick<BuildSiteResult, 'threads' | 'links'>> {
  const result = run(root, outDir, parallel, undefined, flags);
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Required<Pick<BuildSiteResult, 'threads' | 'links'>>;
}

describe('building the pages in several threads', () => {
  it('writes exactly what a build in one thread writes, and checks the same links', () => {
    const root = smallSite('parallel-site');
    const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-parallel-'));
    // With one of V8's flags, which the helper threads inherit, though no thread may be handed it.
    const together = build(root, path.join(temp, 'together'), true, ['--max-old-space-size=2048']);
    const apart = build(root, path.join(temp, 'apart'), false);
    expect(together.threads).toBeGreaterThan(1);
    expect(apart.threads).toBe(1);
    expect(together.links.checked).toBeGreaterThan(0);
    expect(together.links).toEqual({ checked: apart.links.checked, broken: 0 });
    const a = writtenFiles(path.join(temp, 'together'));
    const b = writtenFiles(path.join(temp, 'apart'));
    expectSameFiles(a, b);
    expect(fs.readdirSync(temp).sort()).toEqual(['apart', 'together']);
  }, 120_000);

  it('stops the helper threads it started early when the build fails before they have work', () => {
    const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-parallel-'));
    // No folder can have so long a name: making the staging folder fails after the helpers started.
    const result = run(smallSite('parallel-fails'), path.join(temp, 'x'.repeat(300), 'out'), true, 30_000);
    expect(result.error, 'the process did not end by itself').toBeUndefined();
    expect(result.status, result.stderr).toBe(1);
    expect(result.stdout).toMatch(/^failed: .*ENAMETOOLONG/m);
  }, 120_000);

  it('has a helper check the spec (its files bundled) while this thread builds the model, and reports a broken one as a build in one thread does', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-parallel-spec-'));
    const write = (file: string, text: string) => writeFile(root, file, text);
    write('laguna-docs.config.mjs', `export default ${JSON.stringify({ title: 'Spec', url: 'https://example.org', openapi: { spec: 'openapi/api.yaml' } })};\n`);
    write('content/en/pages/index.md', '# Home\n');
    write('content/en/docs/index.md', '# Docs\n');
    const operation = (id: string) => `    get:\n      operationId: ${id}\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema: { $ref: '#/components/schemas/Animal' }\n`;
    write('openapi/api.yaml', `openapi: 3.1.0\ninfo: { title: Zoo, version: '1' }\npaths:\n  /a:\n${operation('same')}  /b:\n${operation('same')}components:\n  schemas:\n    Animal: { $ref: 'animal.yaml' }\n`);
    write('openapi/animal.yaml', 'type: object\nproperties:\n  id: { type: integer }\nexternalDocs: { url: \'javascript:alert(1)\' }\n');
    const failure = (parallel: boolean) => {
      const result = run(root, path.join(root, `out-${parallel}`), parallel, 60_000);
      expect(result.error, 'the process did not end by itself').toBeUndefined();
      expect(result.status, result.stderr).toBe(1);
      return /^diagnostics: (.*)$/m.exec(result.stdout)?.[1];
    };
    const together = failure(true);
    expect(together).toBe(failure(false));
    const diagnostics = JSON.parse(together!) as Array<{ file: string; line?: number; message: string }>;
    expect(diagnostics).toEqual([
      { severity: 'error', code: 'openapi/invalid', message: '/paths/~1b/get/operationId: The operationId "same" is duplicated and must be made unique.', file: 'openapi/api.yaml', line: 15, column: 20 },
      { severity: 'error', code: 'openapi/unsafe-link', message: '/externalDocs/url: a javascript: URL is not allowed here: give an http(s), mailto or tel URL, or a relative address such as "/docs/intro"', hint: 'the reference publishes this URL as a link', file: 'openapi/animal.yaml', line: 4, column: 22 },
    ]);
  }, 120_000);
});
