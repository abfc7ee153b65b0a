import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { isUserError } from '@laguna-docs/shared';
import { buildSite } from '../buildSite.js';
import { cutVersion } from '@laguna-docs/content';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function write(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

/** A small site with version 1.0 cut, then `files` written. */
async function site(files: Record<string, string>): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-version-routes-'));
  folders.push(root);
  write(root, { 'laguna-docs.config.mjs': "export default { title: 'T', url: 'https://example.org' };\n", 'content/en/pages/index.md': '# Home\n', 'content/en/docs/intro.md': '# Intro\n' });
  await cutVersion(await loadConfig({ cwd: root }), '1.0');
  write(root, files);
  return root;
}

async function problems(root: string): Promise<string[]> {
  const error = await buildSite({ config: await loadConfig({ cwd: root }), write: false }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isUserError(error)) throw error ?? new Error('the build did not fail');
  return error.diagnostics.map((d) => `${d.file}: [${d.code}] ${d.message}`);
}

describe("a page in another version's routes", () => {
  it("fails the build instead of taking the place of that version's docs home", async () => {
    // The latest (1.0) is at /docs: its `next.md` would be /docs/next, where Next's docs start.
    const root = await site({ 'versioned/1.0/content/en/docs/next.md': '# Next steps\n', 'content/en/pages/docs/next/other.md': '# A page\n' });
    expect(await problems(root)).toEqual([
      `content/en/pages/docs/next/other.md: [content/duplicate-route] route "/docs/next/other" belongs to the unreleased version's docs (/docs/next and below)`,
      `versioned/1.0/content/en/docs/next.md: [content/duplicate-route] route "/docs/next" belongs to the unreleased version's docs (/docs/next and below)`,
    ]);
  });

  it('names the released version whose routes it is in', async () => {
    const root = await site({});
    await cutVersion(await loadConfig({ cwd: root }), '2.0');
    write(root, { 'versioned/2.0/content/en/docs/1.0.md': '# One oh\n' });
    expect(await problems(root)).toEqual([`versioned/2.0/content/en/docs/1.0.md: [content/duplicate-route] route "/docs/1.0" belongs to version 1.0's docs (/docs/1.0 and below)`]);
    // A slug moves it out of the way.
    write(root, { 'versioned/2.0/content/en/docs/1.0.md': '---\nslug: one-oh\n---\n# One oh\n' });
    const built = await buildSite({ config: await loadConfig({ cwd: root }), write: false, linkCheck: 'off' });
    expect(built.files.map((file) => file.path)).toEqual(expect.arrayContaining(['docs/one-oh.html', 'docs/1.0.html', 'docs/1.0/intro.html']));
  });

  it("fails the build for a version whose API routes hold the latest reference's page, until the version gets a path of its own", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-version-routes-'));
    folders.push(root);
    const spec = "openapi: 3.0.3\ninfo: { title: A, version: '1' }\npaths:\n  /ping:\n    get:\n      operationId: ping\n      responses: { '200': { description: ok } }\n";
    write(root, { 'laguna-docs.config.mjs': "export default { title: 'T', url: 'https://example.org', openapi: { spec: 'api.yaml' } };\n", 'api.yaml': spec, 'content/en/pages/index.md': '# Home\n', 'content/en/docs/intro.md': '# Intro\n' });
    // `introduction` (the latest reference's /api/introduction) and `ping` (its operation page /api/ping).
    for (const name of ['introduction', 'ping', '2.0']) await cutVersion(await loadConfig({ cwd: root }), name);
    expect(await problems(root)).toEqual([
      `undefined: [config/version-route] version "ping"'s API reference at /api/ping would take the route /api/ping of another version's page`,
      `undefined: [config/version-route] version "introduction"'s API reference at /api/introduction would take the route /api/introduction of another version's page`,
    ]);
    write(root, { 'laguna-docs.config.mjs': "export default { title: 'T', url: 'https://example.org', openapi: { spec: 'api.yaml' }, versions: { released: { introduction: { path: 'v-intro' }, ping: { path: 'v-ping' } } } };\n" });
    const built = await buildSite({ config: await loadConfig({ cwd: root }), write: false, linkCheck: 'off' });
    expect(built.files.map((file) => file.path)).toEqual(expect.arrayContaining(['api/introduction.html', 'api/ping.html', 'api/v-intro/introduction.html', 'api/v-ping/ping.html']));
  });
});
