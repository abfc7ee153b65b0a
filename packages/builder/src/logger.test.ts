import { describe, expect, it } from 'vitest';
import { timed } from './logger.js';

// A stage's progress line is the logger's own output, so this is the one test that reads it.

describe('a timed stage', () => {
  it('reports its name, its detail and its time once it has run', async () => {
    const lines: string[] = [];
    expect(await timed({ info: (line) => lines.push(line), warn: (line) => lines.push(line) }, 'check links', () => 3, (count) => `${count} links`)).toBe(3);
    expect(lines).toEqual([expect.stringMatching(/^✔ check links \(3 links\) \d+ ms$/)]);
  });

  it('reports nothing when it fails: a stage that stops the build gets no progress line', async () => {
    const lines: string[] = [];
    const failing = timed({ info: (line) => lines.push(line), warn: (line) => lines.push(line) }, 'load OpenAPI', () => Promise.reject(new Error('an invalid spec')));
    await expect(failing).rejects.toThrow('an invalid spec');
    expect(lines).toEqual([]);
  });
});
