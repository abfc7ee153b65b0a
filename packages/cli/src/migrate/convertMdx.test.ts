import { describe, expect, it } from 'vitest';
import { convertMdx } from './convertMdx.js';

describe('convertMdx', () => {
  it('turns tabs into one section per tab led by its bold label, keeping code, front matter and admonitions', () => {
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
      '  <TabItem value="yarn">',
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
      changes: ['import and export lines removed', 'tabs became one section per tab, led by its label in bold'],
      markdown: '---\ntitle: Install\n---\n\n**npm**\n\n```bash\nnpm install x\n\n\n<Tabs> in code stays\n```\n\n**yarn**\n\nyarn add x\n\n:::tip\n\nFast.\n\n:::\n',
    });
  });

  it('takes tab labels from the values of <Tabs>', () => {
    const mdx = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs values={[{ label: 'macOS', value: 'mac' }, { label: 'Linux', value: 'linux' }]}>\n<TabItem value=\"mac\">\n\nbrew\n\n</TabItem>\n<TabItem value=\"linux\">\n\napt\n\n</TabItem>\n</Tabs>\n";
    const result = convertMdx(mdx);
    expect(result.ok && result.markdown).toBe('\n**macOS**\n\nbrew\n\n**Linux**\n\napt\n');
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
