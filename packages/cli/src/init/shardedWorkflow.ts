import { UserError } from '@laguna-docs/shared';
import { DEPLOY_WORKFLOW } from './templates.js';

/** The CI set-ups `init --ci` writes: GitHub Pages from one build (the default), or from a sharded build. */
export const CI_KINDS = ['github', 'github-shards'] as const;
export type CiKind = (typeof CI_KINDS)[number];

/** `--ci <kind>`, checked. */
export function parseCi(value: string): CiKind {
  if ((CI_KINDS as readonly string[]).includes(value)) return value as CiKind;
  throw new UserError({ severity: 'error', code: 'init/invalid-ci', message: `--ci takes ${CI_KINDS.join(' or ')}, not "${value}"`, hint: 'github-shards builds a large site on several runners and merges the shards' });
}

/** How many shards the written workflows build. */
export const WORKFLOW_SHARDS = 4;

/** Where the workflows keep the pages' costs the merge measures, which the next run's shards cut by (a hidden folder: not one of the site's files). */
export const WORKFLOW_COSTS = '.laguna-docs/costs.json';

/**
 * The GitHub Actions workflow of a sharded build: a matrix job builds each shard (each with its own disk
 * cache, so a shard whose pages did not change renders nothing, and all with the cost table the last merge
 * wrote, kept in a cache of its own) and uploads its folder; one job merges them, keeps the new cost
 * table and publishes the site on GitHub Pages.
 */
export const SHARDED_GITHUB_WORKFLOW = shardedWorkflow();

function shardedWorkflow(): string {
  // The triggers, permissions and deploy job of the workflow of one build, so the two stay alike.
  const head = DEPLOY_WORKFLOW.slice(0, DEPLOY_WORKFLOW.indexOf('\njobs:\n')).replace('name: Deploy to GitHub Pages', 'name: Deploy to GitHub Pages (sharded build)');
  const deploy = DEPLOY_WORKFLOW.slice(DEPLOY_WORKFLOW.indexOf('  deploy:\n')).replace('needs: build', 'needs: merge');
  const setup = `    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
      - run: npm install`;
  return `${head}
jobs:
  shard:
    strategy:
      matrix:
        # One runner per shard: to change their number, change this list and the /${WORKFLOW_SHARDS} below.
        shard: [${Array.from({ length: WORKFLOW_SHARDS }, (_, index) => index + 1).join(', ')}]
${setup}
      # Each shard keeps its own cache: a shard whose pages did not change renders nothing.
      - uses: actions/cache@v4
        with:
          path: node_modules/.cache/laguna-docs
          key: laguna-docs-shard-\${{ matrix.shard }}-of-${WORKFLOW_SHARDS}-\${{ github.sha }}
          restore-keys: laguna-docs-shard-\${{ matrix.shard }}-of-${WORKFLOW_SHARDS}-
      # The pages' costs the last merge measured, one file for every shard: they cut the pages by it.
      - uses: actions/cache/restore@v4
        with:
          path: ${WORKFLOW_COSTS}
          key: laguna-docs-costs-\${{ github.run_id }}
          restore-keys: laguna-docs-costs-
      - run: npx laguna-docs build --shard \${{ matrix.shard }}/${WORKFLOW_SHARDS} --costs ${WORKFLOW_COSTS} --out shard
      - uses: actions/upload-artifact@v4
        with:
          name: shard-\${{ matrix.shard }}
          path: shard
          retention-days: 1

  merge:
    needs: shard
${setup}
      - uses: actions/cache@v4
        with:
          path: node_modules/.cache/laguna-docs
          key: laguna-docs-merge-\${{ github.sha }}
          restore-keys: laguna-docs-merge-
      # Each shard's folder in shards/shard-<k>/.
      - uses: actions/download-artifact@v4
        with:
          pattern: shard-*
          path: shards
      - uses: actions/configure-pages@v5
      # Checks the links across every shard, writes the search index, sitemap, llms files and redirects,
      # and what each page cost, for the next run's shards (runs take turns: see concurrency above).
      - run: npx laguna-docs merge shards/* --costs ${WORKFLOW_COSTS}
      - uses: actions/cache/save@v4
        with:
          path: ${WORKFLOW_COSTS}
          key: laguna-docs-costs-\${{ github.run_id }}
      - uses: actions/upload-pages-artifact@v3
        with:
          path: build

${deploy}`;
}
