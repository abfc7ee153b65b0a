import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { createProcessor } from '../createProcessor.js';
import { constructsLeftOut } from '../testing/constructNames.js';
import { commonmark, gfm } from '../testing/specExamples.js';
import { mayHoldTable } from './remark-without-tables.js';

const full = createProcessor();
const lean = createProcessor({}, { tables: false });

/** The tree, or undefined where micromark's development build stops on an assertion (CommonMark's 347, see the conformance test). */
function parsed(processor: typeof full, markdown: string): Root | undefined {
  try {
    return processor.parse(markdown);
  } catch {
    return undefined;
  }
}

const hasTable = (node: { type: string; children?: unknown[] }): boolean => node.type === 'table' || ((node.children as (typeof node)[] | undefined)?.some(hasTable) ?? false);

describe('remarkWithoutTables', () => {
  it('takes the table construct out of the parser, and nothing else', () => {
    expect(constructsLeftOut(full, lean, 'flow')).toEqual({ leftOut: ['table'], added: [] });
  });

  it('makes the same tree as the full parser of every CommonMark and GFM example that cannot hold a table, and every table is found', () => {
    let without = 0;
    let tables = 0;
    for (const example of [...commonmark, ...gfm]) {
      const whole = parsed(full, example.markdown);
      if (!whole) continue;
      if (hasTable(whole)) {
        tables += 1;
        expect(mayHoldTable(example.markdown), `example ${example.number}`).toBe(true);
      }
      if (mayHoldTable(example.markdown)) continue;
      without += 1;
      expect(lean.parse(example.markdown), `example ${example.number}`).toEqual(whole);
    }
    expect(without).toBeGreaterThan(500);
    expect(tables).toBeGreaterThan(5);
  });

  it('knows the tables of one column without pipes, by the colon beside their dashes', () => {
    for (const markdown of ['a\n:-\n', 'a\n--:\n', 'a\n :-: \n', '| a |\n| - |\n']) {
      expect(hasTable(full.parse(markdown)), markdown).toBe(true);
      expect(mayHoldTable(markdown), markdown).toBe(true);
    }
    for (const markdown of ['a\n---\n', 'a\n- -\n', 'Step: - one\n']) {
      expect(hasTable(full.parse(markdown)), markdown).toBe(false);
      expect(lean.parse(markdown), markdown).toEqual(full.parse(markdown));
    }
  });
});
