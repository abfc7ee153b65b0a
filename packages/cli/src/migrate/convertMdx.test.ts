import { describe, expect, it } from 'vitest';
import { convertMdx } from './convertMdx.js';

describe('convertMdx', () => {
  it('turns tabs into tab directives, keeping code, front matter and admonitions', () => {
    const mdx = [
      '---',
      'title: Install',
      '---',
      '',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs>',
      '  <TabItem value="npm" label="npm" default>',
      '',
      '```bash',
      'npm install x',
      '',
      '',
      '<Tabs> in code stays',
      '```',
      '',
      '  </TabItem>',
      '  <TabItem value="yarn" label="Yarn">',
      '',
      'yarn add x',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      ':::tip',
      '',
      'Fast.',
      '',
      ':::',
      '',
    ].join('\n');
    const result = convertMdx(mdx);
    expect(result).toEqual({
      ok: true,
      changes: ['import and export lines removed', 'tabs became ::::tabs directives'],
      markdown:
        '---\ntitle: Install\n---\n\n::::tabs\n:::tab{label="npm" default}\n```bash\nnpm install x\n\n\n<Tabs> in code stays\n```\n:::\n:::tab{label="Yarn" value="yarn"}\nyarn add x\n:::\n::::\n\n:::tip\n\nFast.\n\n:::\n',
    });
  });

  it('takes tab labels from the values of <Tabs>, and groupId and defaultValue', () => {
    const mdx =
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"os\" defaultValue=\"linux\" values={[{ label: 'macOS', value: 'mac' }, { label: 'Linux', value: 'linux' }]}>\n<TabItem value=\"mac\">\n\nbrew\n\n</TabItem>\n<TabItem value=\"linux\">\n\napt\n\n</TabItem>\n</Tabs>\n";
    const result = convertMdx(mdx);
    expect(result.ok && result.markdown).toBe('\n::::tabs{groupId="os" defaultValue="linux"}\n:::tab{label="macOS" value="mac"}\nbrew\n:::\n:::tab{label="Linux" value="linux"}\napt\n:::\n::::\n');
  });

  it('gives nested tab sets and admonitions in tabs fewer colons than the containers around them, and dedents indented tabs', () => {
    const mdx = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs groupId="os">',
      '  <TabItem value="mac" label="macOS">',
      '    Use brew:',
      '',
      '    ```bash',
      '    brew install x',
      '      --with-extras',
      '    :::',
      '    ```',
      '',
      '    <Tabs>',
      '      <TabItem value="intel">',
      '',
      '      :::tip',
      '      Nested tip.',
      '      :::',
      '',
      '      </TabItem>',
      '      <TabItem value="arm" label=\'Say "arm"\' default>Native.</TabItem>',
      '    </Tabs>',
      '  </TabItem>',
      '  <TabItem value="linux" />',
      '</Tabs>',
      'After.',
      '',
    ].join('\n');
    const result = convertMdx(mdx);
    expect(result.ok && result.markdown).toBe(
      [
        '',
        ':::::::tabs{groupId="os"}',
        '::::::tab{label="macOS" value="mac"}',
        'Use brew:',
        '',
        '```bash',
        'brew install x',
        '  --with-extras',
        ':::',
        '```',
        '',
        ':::::tabs',
        '::::tab{label="intel"}',
        ':::tip',
        'Nested tip.',
        ':::',
        '::::',
        '::::tab{label="Say &quot;arm&quot;" value="arm" default}',
        'Native.',
        '::::',
        ':::::',
        '::::::',
        '::::::tab{label="linux"}',
        '::::::',
        ':::::::',
        '',
        'After.',
        '',
      ].join('\n'),
    );
  });

  it('makes tabs of one code block each, labelled by their values, a code group', () => {
    const mdx =
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"pm\" queryString>\n<TabItem value=\"npm\">\n\n```bash title=\"Install\"\nnpm i x\n```\n\n</TabItem>\n<TabItem value=\"pnpm\" default>\n\n```bash\npnpm add x\n```\n\n</TabItem>\n</Tabs>\n";
    expect(convertMdx(mdx)).toEqual({
      ok: true,
      changes: ['import and export lines removed', '<Tabs queryString> has no counterpart in markdown tabs and was left out', 'tabs of code blocks alone became a ::: code-group'],
      markdown: '\n:::code-group{groupId="pm" defaultValue="pnpm"}\n```bash [npm] title="Install"\nnpm i x\n```\n```bash [pnpm]\npnpm add x\n```\n:::\n',
    });
    // A label other than the value would change what a groupId syncs: those stay tabs.
    const labelled = convertMdx(mdx.replace('<TabItem value="npm">', '<TabItem value="npm" label="NPM">'));
    expect(labelled.ok && labelled.markdown).toContain('::::tabs{groupId="pm"}\n:::tab{label="NPM" value="npm"}\n```bash title="Install"');
  });

  it('gives up on tabs Docusaurus would refuse too, naming the line', () => {
    const head = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";
    expect(convertMdx(`${head}<Tabs>\nloose text\n<TabItem value="a">A</TabItem>\n</Tabs>\n`)).toEqual({ ok: false, reason: 'its <Tabs> holds text outside every <TabItem> ("loose text")', line: 4 });
    expect(convertMdx(`${head}<TabItem value="x">y</TabItem>\n`)).toEqual({ ok: false, reason: 'it has a <TabItem> outside a <Tabs>', line: 4 });
    expect(convertMdx(`${head}<Tabs>\n<TabItem value="x">y\n</Tabs>\n`)).toEqual({ ok: false, reason: 'its <TabItem> is never closed', line: 5 });
    expect(convertMdx(`${head}<Tabs>\n<TabItem value="x">y</TabItem>\n`)).toEqual({ ok: false, reason: 'its <Tabs> is never closed', line: 4 });
    expect(convertMdx(`${head}<Tabs groupId={GROUP}>\n<TabItem value="x">y</TabItem>\n</Tabs>\n`)).toEqual({ ok: false, reason: 'its <Tabs> has the JSX attribute groupId={…}', line: 4 });
    expect(convertMdx(`${head}<Tabs>\n<TabItem>y</TabItem>\n</Tabs>\n`)).toEqual({ ok: false, reason: 'it has a <TabItem> without a value', line: 5 });
    expect(convertMdx(`${head}<Tabs />\n`)).toEqual({ ok: false, reason: 'its <Tabs> holds no <TabItem>', line: 4 });
  });

  it('turns Admonition, Details, CodeBlock, comments and className into markdown and HTML', () => {
    const mdx = [
      "import Admonition from '@theme/Admonition';",
      "import Details from '@theme/Details';",
      "import CodeBlock from '@theme/CodeBlock';",
      '',
      '{/* a note to authors */}',
      '',
      '<Admonition type="warning" title="Careful">',
      '',
      'Hot.',
      '',
      '</Admonition>',
      '',
      '<Details summary="More">',
      '',
      'Hidden text.',
      '',
      '</Details>',
      '',
      '<CodeBlock language="js" title="a.js">{`const a = 1;`}</CodeBlock>',
      '',
      '<span className="badge">new</span> and `{inline code}` and ## Heading {#custom}',
      '',
    ].join('\n');
    const result = convertMdx(mdx);
    expect(result.ok && result.markdown).toBe(
      '\n<!-- a note to authors -->\n\n:::warning[Careful]\n\nHot.\n\n:::\n\n<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n\n```js title="a.js"\nconst a = 1;\n```\n\n<span class="badge">new</span> and `{inline code}` and ## Heading {#custom}\n',
    );
  });

  it('gives up on other components, JSX expressions and exports the text uses, naming the line', () => {
    expect(convertMdx("---\nid: x\n---\n\nimport Chart from '@site/src/components/Chart';\n\n# Data\n\n<Chart data={[1, 2]} />\n")).toEqual({
      ok: false,
      reason: 'it uses <Chart> from "@site/src/components/Chart", a React component',
      line: 9,
    });
    expect(convertMdx('# Title\n\nVersion {props.version} is out.\n')).toEqual({ ok: false, reason: 'it has the JSX expression {props.version}', line: 3 });
    expect(convertMdx("export const year = 2024;\n\nIt is {year}.\n")).toEqual({ ok: false, reason: 'its text uses "year", a value the file exports' });
    expect(convertMdx('<div style={{ color: "red" }}>x</div>\n')).toEqual({ ok: false, reason: '<div> has the JSX attribute style={…}', line: 1 });
    expect(convertMdx('<Unimported />\n')).toEqual({ ok: false, reason: 'it uses <Unimported>, a React component', line: 1 });
  });
});
