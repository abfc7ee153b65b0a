import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../testing/runCli.js';
import { SHARDED_GITHUB_WORKFLOW, WORKFLOW_COSTS, WORKFLOW_SHARDS } from './shardedWorkflow.js';

// The workflows of a sharded build: the one `init --ci github-shards` writes, and the guide's two.

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  jobs: Record<string, { needs?: string; strategy?: { matrix: { shard: number[] } }; steps: Step[] }>;
}

const guide = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../website/content/en/docs/guides/15-sharded-builds.md'), 'utf8');
const yamlBlocks = [...guide.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]!);

describe('the sharded build workflows', () => {
  it('builds every shard in a matrix, uploads each, and merges them all in one job that publishes the site', () => {
    const workflow = parse(SHARDED_GITHUB_WORKFLOW) as Workflow;
    const { shard, merge, deploy } = workflow.jobs;
    expect(shard!.strategy!.matrix.shard).toEqual(Array.from({ length: WORKFLOW_SHARDS }, (_, index) => index + 1));
    const runs = (steps: Step[]) => steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs(shard!.steps)).toContain(`npx laguna-docs build --shard \${{ matrix.shard }}/${WORKFLOW_SHARDS} --costs ${WORKFLOW_COSTS} --out shard`);
    const upload = shard!.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with).toMatchObject({ name: 'shard-${{ matrix.shard }}', path: 'shard' });
    // Each shard's cache is its own.
    expect(shard!.steps.find((step) => step.uses?.startsWith('actions/cache@'))?.with?.key).toContain('${{ matrix.shard }}');
    // The cost table is one cache for every shard, restored before the build reads it; the merge saves the one it writes under the same name.
    const restore = shard!.steps.findIndex((step) => step.uses?.startsWith('actions/cache/restore@'));
    expect(restore).toBeGreaterThan(-1);
    expect(restore).toBeLessThan(shard!.steps.findIndex((step) => step.run?.includes('--shard')));
    const restored = shard!.steps[restore]!.with!;
    expect(restored).toMatchObject({ path: WORKFLOW_COSTS, 'restore-keys': 'laguna-docs-costs-' });
    expect(String(restored.key)).not.toContain('matrix');
    const save = merge!.steps.findIndex((step) => step.uses?.startsWith('actions/cache/save@'));
    expect(save).toBeGreaterThan(merge!.steps.findIndex((step) => step.run?.startsWith('npx laguna-docs merge')));
    expect(merge!.steps[save]!.with).toEqual({ path: WORKFLOW_COSTS, key: restored.key });
    expect(String(restored.key).startsWith(String(restored['restore-keys']))).toBe(true);
    expect(merge!.needs).toBe('shard');
    expect(merge!.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'))?.with).toMatchObject({ pattern: 'shard-*', path: 'shards' });
    expect(runs(merge!.steps)).toContain(`npx laguna-docs merge shards/* --costs ${WORKFLOW_COSTS}`);
    expect(merge!.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))?.with).toEqual({ path: 'build' });
    expect(deploy!.needs).toBe('merge');
  });

  it('is the one the guide shows, which shows a GitLab CI equivalent too', () => {
    expect(yamlBlocks).toHaveLength(2);
    expect(yamlBlocks[0]).toBe(SHARDED_GITHUB_WORKFLOW);
    const gitlab = parse(yamlBlocks[1]!) as Record<string, { parallel?: number; script?: string[]; cache?: Array<{ key: string; paths: string[]; policy?: string }>; artifacts?: { paths: string[] } }>;
    expect(gitlab.shard!.parallel).toBe(WORKFLOW_SHARDS);
    expect(gitlab.shard!.cache![0]!.key).toContain('$CI_NODE_INDEX');
    expect(gitlab.shard!.script).toContain(`npx laguna-docs build --shard $CI_NODE_INDEX/$CI_NODE_TOTAL --costs ${WORKFLOW_COSTS} --out shards/$CI_NODE_INDEX`);
    expect(gitlab.pages!.script).toContain(`npx laguna-docs merge shards/* --out public --costs ${WORKFLOW_COSTS}`);
    // The shards read the cost table the merge keeps, one cache for all of them.
    const costs = { key: 'laguna-docs-costs', paths: [`${WORKFLOW_COSTS.slice(0, WORKFLOW_COSTS.lastIndexOf('/'))}/`] };
    expect(gitlab.shard!.cache![1]).toEqual({ ...costs, policy: 'pull' });
    expect(gitlab.pages!.cache![1]).toEqual({ ...costs, policy: 'push' });
    expect(gitlab.pages!.artifacts!.paths).toEqual(['public']);
  });

  it('is written by init --ci github-shards; another --ci is refused', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-init-ci-'));
    const made = await runCli(cwd, ['init', 'site', '--yes', '--ci', 'github-shards']);
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain(`builds the site in ${WORKFLOW_SHARDS} shards, merges them`);
    expect(fs.readFileSync(path.join(cwd, 'site/.github/workflows/deploy.yml'), 'utf8')).toBe(SHARDED_GITHUB_WORKFLOW);
    const refused = await runCli(cwd, ['init', 'other', '--yes', '--ci', 'jenkins']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('--ci takes github or github-shards, not "jenkins"');
    expect(fs.existsSync(path.join(cwd, 'other'))).toBe(false);
  });
});
