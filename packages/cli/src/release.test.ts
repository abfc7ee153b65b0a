import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The release workflow and its notes: a tag publishes the package with provenance only after the tests pass.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const workflowFile = path.join(repoRoot, '.github', 'workflows', 'release.yml');

interface Step {
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  'working-directory'?: string;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: { push?: { tags?: string[]; branches?: string[] } };
  jobs: Record<string, Job>;
}

interface ReleaseNotesScript {
  CHANGELOG: string;
  changelogSection(changelog: string, version: string): string | undefined;
  releaseNotes(tag: string, options?: { changelog?: string; version?: string }): string;
}
const notesScript = async () => (await import(pathToFileURL(path.join(repoRoot, 'scripts', 'release-notes.mjs')).href)) as ReleaseNotesScript;

describe('the release workflow', () => {
  const workflow = parse(fs.readFileSync(workflowFile, 'utf8')) as Workflow;
  const runs = (job: Job) => job.steps.map((step) => step.run ?? '').join('\n');

  it('runs on version tags only', () => {
    expect(workflow.on.push?.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+*']);
    expect(workflow.on.push?.branches).toBeUndefined();
    expect(Object.keys(workflow.on)).toEqual(['push']);
  });

  it('runs every test, then packs, publishes with provenance and releases the tarball', () => {
    expect(Object.keys(workflow.jobs)).toEqual(['test', 'publish']);
    expect(runs(workflow.jobs.test!).split('\n').filter(Boolean).map((line) => line.replace(/^npx -y pnpm@[\d.]+ /, 'pnpm '))).toEqual(['pnpm install --frozen-lockfile', 'pnpm typecheck', 'npm test']);
    const publish = workflow.jobs.publish!;
    expect(publish.needs).toBe('test');
    expect(publish.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
    const script = runs(publish);
    expect(script).toContain('node scripts/release-notes.mjs "$GITHUB_REF_NAME"');
    expect(script).toMatch(/pnpm@[\d.]+ pack --out /);
    expect(script).toMatch(/npm publish "\$TARBALL" --provenance --access public/);
    expect(script).toContain('gh release create "$GITHUB_REF_NAME" "$TARBALL"');
    // The token comes from the repository's secret, never from the file.
    const publishing = publish.steps.find((step) => step.run?.includes('npm publish'));
    expect(publishing?.env).toEqual({ NODE_AUTH_TOKEN: '${{ secrets.NPM_TOKEN }}' });
    // The notes are checked before anything is published, and the tarball is packed before both.
    const order = ['release-notes.mjs', ' pack --out', 'npm publish', 'gh release create'].map((text) => publish.steps.findIndex((step) => step.run?.includes(text)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((index) => index >= 0)).toBe(true);
  });

  it("publishes a package whose repository is this one, which npm's provenance check requires", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'packages', 'cli', 'package.json'), 'utf8')) as { repository?: { url?: string; directory?: string } };
    expect(manifest.repository).toEqual({ type: 'git', url: 'git+https://github.com/SloveniaEngineering/laguna-docs.git', directory: 'packages/cli' });
  });

  it('uses the pnpm version the workspace names', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { packageManager: string };
    const pnpm = manifest.packageManager.replace(/^pnpm@/, '');
    for (const job of Object.values(workflow.jobs)) for (const [, version] of runs(job).matchAll(/pnpm@([\d.]+)/g)) expect(version).toBe(pnpm);
  });
});

describe('the release notes', () => {
  it('take the version section of the changelog, and refuse a tag that is not the package version or a version it lacks', async () => {
    const { releaseNotes } = await notesScript();
    const changelog = '# Changelog\n\n## Unreleased\n\n- next\n\n## 0.2.0 (2027-01-15)\n\n- two\n\n## 0.1.0 (2026-12-01)\n\n- one\n';
    expect(releaseNotes('v0.2.0', { changelog, version: '0.2.0' })).toBe('- two\n');
    expect(releaseNotes('v0.1.0', { changelog, version: '0.1.0' })).toBe('- one\n');
    expect(() => releaseNotes('v0.3.0', { changelog, version: '0.2.0' })).toThrow('the tag v0.3.0 is not v0.2.0, the version in packages/cli/package.json');
    expect(() => releaseNotes('v0.3.0', { changelog, version: '0.3.0' })).toThrow('CHANGELOG.md has no "## 0.3.0" section');
  });

  it('find the changelog kept in the repository, with its Unreleased section', async () => {
    const { CHANGELOG, changelogSection } = await notesScript();
    expect(changelogSection(fs.readFileSync(CHANGELOG, 'utf8'), 'Unreleased')).toContain('laguna-docs init');
  });
});
