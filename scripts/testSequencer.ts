import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * The order test files start in. Two workers share the files; a slow file that starts last keeps one
 * of them busy alone at the end, so the slowest start first, whatever their project (Vitest's own order
 * runs project after project). A file's time is what Vitest remembered of the last run. Files it has
 * not seen (all of them in a fresh checkout) go first, as in Vitest's order: those that open a browser
 * or build in whole processes (`*.e2e.test.ts`) before the others, then the larger before the smaller.
 */
export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const root = this.ctx.config.root;
    const keyOf = (spec: TestSpecification) => `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
    const guess = (spec: TestSpecification) => (spec.project.name === 'browser' || spec.moduleId.includes('.e2e.') ? 1 : 0);
    const ranked = files.map((spec) => {
      const key = keyOf(spec);
      const result = cache.getFileTestResults(key);
      return {
        spec,
        group: spec.project.config.sequence.groupOrder,
        failed: result?.failed ? 1 : 0,
        known: result ? 1 : 0,
        duration: result?.duration ?? 0,
        guess: guess(spec),
        size: cache.getFileStats(key)?.size ?? 0,
      };
    });
    ranked.sort((a, b) => a.group - b.group || a.known - b.known || b.failed - a.failed || b.duration - a.duration || b.guess - a.guess || b.size - a.size);
    return ranked.map((entry) => entry.spec);
  }
}
