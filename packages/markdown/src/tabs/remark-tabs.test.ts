import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';

const md = (text: string) => render(text);
const mdx = (text: string) => render(text, { file: 'content/en/docs/contributing/backend/01-requirements.mdx' });
const problems = (text: string, page = md) => page(text).diagnostics.map((d) => `${d.line}:${d.column} [${d.severity} ${d.code}] ${d.message} (${d.hint})`);

// An admonition inside a tab: each container around it has one colon more.
const DIRECTIVE_TABS = ':::::tabs{groupId="os"}\n::::tab{label="macOS" value="mac"}\nRun `brew install laguna`.\n::::\n::::tab{label="Linux" default}\nRun `apt install laguna`.\n\n:::tip\nUse sudo.\n:::\n::::\n:::::\n';
const MDX_TABS = '<Tabs groupId="os">\n<TabItem label="macOS" value="mac">\n\nRun `brew install laguna`.\n\n</TabItem>\n<TabItem label="Linux" value="Linux" default>\n\nRun `apt install laguna`.\n\n:::tip\nUse sudo.\n:::\n\n</TabItem>\n</Tabs>\n';

describe('tabs in markdown', () => {
  it('renders ::::tabs exactly as MDX renders <Tabs> of the same content, in .md and .mdx, and marks the page', () => {
    const fromMdx = mdx(MDX_TABS);
    expect(fromMdx.diagnostics).toEqual([]);
    expect(fromMdx.html).toContain('<p class="tabs-panel-label">Linux</p><p>Run <code>apt install laguna</code>.</p><admonition kind="tip"><p>Use sudo.</p></admonition></div></div>');
    for (const page of [md, mdx]) {
      const result = page(DIRECTIVE_TABS);
      expect(result.diagnostics).toEqual([]);
      expect(result.html).toBe(fromMdx.html);
      expect(result.features).toEqual(['tabs']);
    }
    expect(md('Just text.\n\n:::tip\nNo tabs.\n:::\n').features).toBeUndefined();
  });

  it('takes the label from [brackets], the value from the label, defaultValue, and numbers tab sets after MDX ones', () => {
    const result = mdx('<Tabs><TabItem value="a">A</TabItem></Tabs>\n\n::::tabs{defaultValue="Two"}\n:::tab[One]\n1\n:::\n:::tab{value="Two"}\n2\n:::\n::::\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('id="tabs-1-tab-0"');
    expect(result.html).toContain('<button type="button" role="tab" id="tabs-2-tab-0" aria-controls="tabs-2-panel-0" aria-selected="false" tabindex="-1" data-value="One">One</button>');
    expect(result.html).toContain('<button type="button" role="tab" id="tabs-2-tab-1" aria-controls="tabs-2-panel-1" aria-selected="true" tabindex="0" data-value="Two">Two</button>');
  });

  it('leaves tab directives inside code as written', () => {
    expect(md('```md\n::::tabs\n:::tab{label="A"}\nx\n:::\n::::\n```\n').html).toContain('code="::::tabs\n:::tab{label=&#x22;A&#x22;}\nx\n:::\n::::"');
  });
});

describe('code groups', () => {
  const GROUP = '::: code-group\n```sh [npm]\nnpm install laguna-docs\n```\n\n```sh [pnpm] {1}\npnpm add laguna-docs\n```\n:::\n';

  it('makes each fenced code block a tab labelled by its [label], in .md and .mdx, VitePress\'s spaced form too', () => {
    const result = md(GROUP);
    expect(result.diagnostics).toEqual([]);
    expect(result.features).toEqual(['tabs']);
    expect(result.html).toBe(
      '<div class="tabs"><div role="tablist" class="tabs-list" hidden>' +
        '<button type="button" role="tab" id="tabs-1-tab-0" aria-controls="tabs-1-panel-0" aria-selected="true" tabindex="0" data-value="npm">npm</button>' +
        '<button type="button" role="tab" id="tabs-1-tab-1" aria-controls="tabs-1-panel-1" aria-selected="false" tabindex="-1" data-value="pnpm">pnpm</button></div>' +
        '<div role="tabpanel" id="tabs-1-panel-0" aria-labelledby="tabs-1-tab-0" tabindex="0" data-value="npm" data-selected="true"><p class="tabs-panel-label">npm</p>' +
        '<code-block language="sh" code="npm install laguna-docs" highlightLines=""><pre tabindex="0"><code class="language-sh">npm install laguna-docs</code></pre></code-block></div>' +
        '<div role="tabpanel" id="tabs-1-panel-1" aria-labelledby="tabs-1-tab-1" tabindex="0" data-value="pnpm"><p class="tabs-panel-label">pnpm</p>' +
        '<code-block language="sh" code="pnpm add laguna-docs" highlightLines="1"><pre tabindex="0"><code class="language-sh"><span class="line" data-highlighted="true">pnpm add laguna-docs</span></code></pre></code-block></div></div>',
    );
    expect(mdx(GROUP).html).toBe(result.html);
    expect(md(GROUP.replace('::: code-group', ':::code-group')).html).toBe(result.html);
  });

  it('labels a block without [label] by its language, and takes groupId', () => {
    const { html, diagnostics } = md(':::code-group{groupId="lang"}\n```js title="app.js"\nrun();\n```\n```py\nrun()\n```\n:::\n');
    expect(diagnostics).toEqual([]);
    expect(html).toContain('<div class="tabs" data-group-id="lang">');
    expect(html).toContain('data-value="js">js</button>');
    expect(html).toContain('data-value="py">py</button>');
    expect(html).toContain('<code-block language="js" title="app.js" code="run();"');
  });
});

describe('errors of tab directives, at their lines', () => {
  it('pins each', () => {
    const text = [
      ':::tab{label="Alone"}', // 1
      'A',
      ':::',
      '',
      '::::tabs{groupid="os"}', // 5
      ':::tab{lable="x"}',
      'B',
      ':::',
      ':::tab{label="Same"}',
      ':::', // 10
      ':::tab{value="Same"}',
      ':::',
      'Between.',
      '::::',
      '', // 15
      '::::tabs{defaultValue="zz"}',
      ':::tab{label="a"}',
      ':::',
      '::::',
      '', // 20
      '::::tabs',
      '::::',
      '',
      ':::code-group',
      'Text, no code.', // 25
      ':::',
      '',
    ].join('\n');
    expect(problems(text)).toMatchInlineSnapshot(`
      [
        "1:1 [error markdown/tabs] ":::tab" stands outside a tab set (put the tabs in a container with one colon more: "::::tabs" … ":::tab{label="…"}" … ":::" … "::::")",
        "5:1 [error markdown/tabs] unknown attribute "groupid" on ":::tabs"; did you mean "groupId"? (":::tabs" takes groupId="…", defaultValue="…")",
        "6:1 [error markdown/tabs] unknown attribute "lable" on ":::tab"; did you mean "label"? (":::tab" takes label="…", value="…", default)",
        "6:1 [error markdown/tabs] ":::tab" has no label (name the tab: ":::tab{label="macOS"}" (and value="mac" to sync it with other tab sets of a groupId))",
        "11:1 [error markdown/tabs] two tabs of one tab set have the value "Same" (give each tab a label or value of its own)",
        "13:1 [error markdown/tabs] a tab set holds only ":::tab" containers: this is outside every tab (move it into a ":::tab{label="…"}" … ":::" container, or out of the tab set)",
        "16:1 [error markdown/tabs] defaultValue="zz" names no tab of this tab set (the values are "a")",
        "21:1 [error markdown/tabs] a tab set holds no ":::tab" (write each tab as ":::tab{label="…"}" … ":::" inside the "::::tabs" container)",
        "24:1 [error markdown/tabs] a code group holds no fenced code block (write each tab as a fenced code block with its label in brackets: \`\`\`sh [npm])",
        "25:1 [error markdown/tabs] a code group holds only fenced code blocks (write each tab as a fenced code block with its label in brackets: \`\`\`sh [npm])",
      ]
    `);
  });

  it('warns at its opening line about a tab set or code group never closed, which takes in what follows', () => {
    expect(problems('::::tabs\n:::tab{label="A"}\nA\n:::\n\nAfter the tabs.\n')).toEqual([
      '1:1 [warning markdown/unclosed-tabs] "::::tabs" is never closed, so it runs to the end of the page or of the block around it (end it with a line holding only "::::")',
      '6:1 [error markdown/tabs] a tab set holds only ":::tab" containers: this is outside every tab (move it into a ":::tab{label="…"}" … ":::" container, or out of the tab set)',
    ]);
    expect(problems(':::code-group\n```sh [npm]\nnpm i\n```\n', mdx)).toEqual([
      '1:1 [warning markdown/unclosed-tabs] ":::code-group" is never closed, so it runs to the end of the page or of the block around it (end it with a line holding only ":::")',
    ]);
    // Closed, with Windows line endings too, or a last tab closed by its set's fence: nothing to say.
    expect(problems('::::tabs\r\n:::tab{label="A"}\r\nA\r\n:::\r\n::::\r\n')).toEqual([]);
    expect(problems('::::tabs\n:::tab{label="A"}\nA\n::::\n')).toEqual([]);
  });

  it('reports them in .mdx too, at the file line', () => {
    expect(problems(':::tab{label="A"}\nA\n:::\n', mdx)).toEqual(['1:1 [error markdown/tabs] ":::tab" stands outside a tab set (put the tabs in a container with one colon more: "::::tabs" … ":::tab{label="…"}" … ":::" … "::::")']);
  });
});
