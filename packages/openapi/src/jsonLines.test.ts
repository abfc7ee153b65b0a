import { describe, expect, it } from 'vitest';
import { indexJsonMembers } from './jsonLines.js';
import { parseSpecSource } from './parseSource.js';

const document = {
  info: { title: 'T "quoted" }', description: 'About\nthis' },
  paths: { '/a/{id}': { get: { description: 'Get', parameters: [{ name: 'id', description: 'The id', schema: { enum: [1, true, null] } }] } } },
  'odd~key': { description: 'x' },
};

describe('indexJsonMembers', () => {
  it('finds the line of every description by pointer, in pretty and compact JSON', () => {
    const pretty = JSON.stringify(document, null, 2);
    expect(indexJsonMembers(pretty, 'description')).toEqual(
      new Map([
        ['/info/description', 4],
        ['/paths/~1a~1{id}/get/description', 9],
        ['/paths/~1a~1{id}/get/parameters/0/description', 13],
        ['/odd~0key/description', 27],
      ]),
    );
    expect([...indexJsonMembers(JSON.stringify(document), 'description').values()]).toEqual([1, 1, 1, 1]);
  });

  it('gives the same lines as the YAML reader through parseSpecSource', () => {
    const pretty = JSON.stringify(document, null, 2);
    const fast = parseSpecSource(pretty, 'spec.json');
    // A leading comment sends the text through the YAML reader, one line lower.
    const slow = parseSpecSource(`# read as YAML\n${pretty}`, 'spec.json');
    for (const pointer of ['/info/description', '/paths/~1a~1{id}/get/parameters/0/description', '/odd~0key/description']) expect(fast.textLine(pointer)).toBe(slow.textLine(pointer)! - 1);
    expect(fast.locate('/paths/~1a~1{id}/get/parameters/0/schema')).toEqual({ line: 14, column: 23 });
    expect(fast.textLine('/info/title')).toBe(3);
  });
});
