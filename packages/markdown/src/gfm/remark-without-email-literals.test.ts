import { describe, expect, it } from 'vitest';
import { createProcessor } from '../createProcessor.js';
import { constructsLeftOut } from '../testing/constructNames.js';
import { parseMarkdown } from '../parseMarkdown.js';
import { needsEmailLiterals, parseSparingEmailLiterals } from './remark-without-email-literals.js';

const full = createProcessor();
const lean = createProcessor({}, { emailLiterals: false });

/** `@` in places where the email construct is never tried, next to literals of the other kinds. */
const atOutsideText = [
  'Run `psql postgres://user:pw@localhost/db` or see www.example.com and https://a.b/c.',
  '```sh\ncurl -F file=@x.torrent https://t.example\n```\n\n<span title="a@b.co">raw</span> [link](mailto:x@y.org "x@y") <https://u.example>',
  '[ref]: https://r.example "t@x"\n\n| a | `b@c` |\n|---|---|\n| x | y |',
];
/** `@` in running text; on each of these the parser with email literals makes another tree. */
const atInText = ['Write to *ana@example.com* today.', '# Head ~noreply@laguna.si~', '- item (x@y.zz) and a+b@c.de.'];

describe('remarkWithoutEmailLiterals', () => {
  it('takes the email literal construct out of the parser, and nothing else', () => {
    expect(constructsLeftOut(full, lean, 'text')).toEqual({ leftOut: ['emailAutolink'], added: [] });
  });
});

describe('parseSparingEmailLiterals', () => {
  it('keeps the quicker tree where no @ stands in running text: it is the same tree', () => {
    for (const markdown of atOutsideText) {
      expect(needsEmailLiterals(lean.parse(markdown)), markdown).toBe(false);
      expect(lean.parse(markdown), markdown).toEqual(full.parse(markdown));
      expect(parseSparingEmailLiterals(full, lean, markdown), markdown).toEqual(full.parse(markdown));
    }
  });

  it('parses again with email literals where an @ stands in running text', () => {
    for (const markdown of atInText) {
      expect(lean.parse(markdown), markdown).not.toEqual(full.parse(markdown));
      expect(parseSparingEmailLiterals(full, lean, markdown), markdown).toEqual(full.parse(markdown));
    }
  });

  it('serves parseMarkdown, whose email literals are still links', () => {
    expect(parseMarkdown({ markdown: atInText[0]!, file: 'x.md' }).links.map((link) => link.href)).toEqual(['mailto:ana@example.com']);
  });
});
