import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';

/** Parses `text` as an `.mdx` page of the test site whose body starts on line 4. */
const mdx = (text: string) => render(text, { file: 'content/en/docs/contributing/backend/01-requirements.mdx', lineOffset: 4 });

describe('CodeBlock', () => {
  it('renders exactly as a fenced code block with the same options: highlighting, title, line numbers', () => {
    const fence = mdx('```js title="app.js" showLineNumbers {2}\nconst port = 6969;\nserve(port);\n```\n');
    expect(fence.html).toContain('<code-block language="js" title="app.js" code="const port = 6969;\nserve(port);" showLineNumbers highlightLines="2">');
    const component = mdx('<CodeBlock language="js" title="app.js" showLineNumbers metastring="{2}">{`const port = 6969;\nserve(port);`}</CodeBlock>\n');
    expect(component.diagnostics).toEqual([]);
    expect(component.html).toBe(fence.html);
  });

  it('is imported as @theme/CodeBlock, takes className="language-…", and drops the line break after the tag', () => {
    const fence = mdx('```python\nprint(1)\n```\n');
    expect(mdx("import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock className=\"language-python\">\n  {`\nprint(1)\n`}\n</CodeBlock>\n").html).toBe(fence.html);
    expect(mdx('<CodeBlock>plain text</CodeBlock>\n').html).toBe(mdx('```\nplain text\n```\n').html);
  });

  it('warns at its line about an unknown language, as a fence does', () => {
    expect(mdx('Text.\n\n<CodeBlock language="pyton">{`x`}</CodeBlock>\n').diagnostics.map((d) => `${d.line} ${d.message}`)).toEqual(['6 unknown code block language "pyton"; did you mean "python"?']);
  });
});

describe('the tab styles a page needs', () => {
  it('are asked for by pages with Tabs or Details, not by others', () => {
    expect(mdx('<Tabs><TabItem value="a">A</TabItem></Tabs>\n').features).toEqual(['tabs']);
    expect(mdx('<Details summary="More">Text</Details>\n').features).toEqual(['tabs']);
    expect(mdx('<Admonition type="tip">Hi</Admonition>\n\n<CodeBlock>x</CodeBlock>\n').features).toBeUndefined();
  });
});
