import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { parseMarkdown } from '../parseMarkdown.js';

const html = (markdown: string) => toHtml(parseMarkdown({ markdown, file: 'tasks.md' }).hast);

describe('task lists', () => {
  it('names each checkbox after its item, leaving nested lists out', () => {
    const out = html('- [x] Install **PostgreSQL** 15\n- [ ] Run the migrations\n  - [ ] nested step\n');
    expect(out).toContain('<input type="checkbox" checked disabled aria-label="Install PostgreSQL 15">');
    expect(out).toContain('<input type="checkbox" disabled aria-label="Run the migrations">');
    expect(out).toContain('<input type="checkbox" disabled aria-label="nested step">');
  });

  it('finds the checkbox of a loose list item inside its paragraph', () => {
    expect(html('- [x] first\n\n- [ ] second\n')).toContain('aria-label="second"');
  });

  it('leaves ordinary lists alone', () => {
    expect(html('- one\n- two\n')).not.toContain('aria-label');
  });
});
