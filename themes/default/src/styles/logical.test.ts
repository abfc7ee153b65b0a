import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The theme mirrors on right-to-left pages (`<html dir="rtl">`) because its styles say start and end, not
// left and right. Code blocks stay left to right (code.css), and rules under `[dir='rtl']` undo what has
// no logical form (a transform); only those may name a side.
const folder = path.dirname(fileURLToPath(import.meta.url));
const PHYSICAL = /(?:^|[;{\s])((?:(?:margin|padding|border)-(?:left|right)(?:-\w+)?|left|right)\s*:|(?:text-align|float):\s*(?:left|right)\b)/g;

describe('the theme stylesheets', () => {
  it('place things by start and end, so right-to-left pages mirror', () => {
    const found: string[] = [];
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.css') && name !== 'code.css')) {
      const lines = fs.readFileSync(path.join(folder, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (line.includes("[dir='rtl']") || /\[align='(left|right)'\]/.test(line)) return;
        const declarations = line.replace(/url\([^)]*\)/g, '').replace(/\/\*.*?\*\//g, '');
        for (const match of declarations.matchAll(PHYSICAL)) found.push(`${file}:${index + 1} ${match[1]}`);
      });
    }
    expect(found).toEqual([]);
  });
});
