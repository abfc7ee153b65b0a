import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { plainYaml, YAML_ALIAS_LIMIT, yamlValue } from './yamlAliases.js';

/** A document whose list names one anchor `uses` times. */
const repeated = (uses: number) => `a: &a x\nlist: [${Array(uses).fill('*a').join(', ')}]\n`;

describe('the one YAML alias guard', () => {
  it('makes plain data of a document whose aliases stay under the limit', () => {
    expect(plainYaml(parseDocument(repeated(150)))).toEqual({ value: { a: 'x', list: Array(150).fill('x') } });
  });

  it('gives the offset of the first alias of a document past the limit', () => {
    const text = repeated(YAML_ALIAS_LIMIT);
    expect(plainYaml(parseDocument(text))).toEqual({ aliasOffset: text.indexOf('*a') });
  });

  it('stops an exponential alias bomb', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)].join('\n');
    expect(plainYaml(parseDocument(bomb))).toEqual({ aliasOffset: bomb.indexOf('*a') });
  });

  it('holds a text read without a document at the same limit, and gives nothing for one past it or broken', () => {
    expect(yamlValue(repeated(150))).toEqual({ a: 'x', list: Array(150).fill('x') });
    expect(yamlValue(repeated(YAML_ALIAS_LIMIT))).toBeUndefined();
    expect(yamlValue('a: [unclosed')).toBeUndefined();
  });
});
