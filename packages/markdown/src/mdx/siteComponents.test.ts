import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';
import type { SiteComponentHost } from './siteComponents.js';

const PAGE = 'content/en/docs/contributing/backend/01-requirements.mdx';

/** Files of the test site, by their path from the site folder. */
const FILES: Record<string, string> = {
  'src/components/Card.tsx': 'export default () => null;',
  'src/components/Counter/index.jsx': 'export default () => null;',
  'content/en/docs/contributing/Badge.tsx': 'export default () => null;',
};

/** A host that writes each component as a tag naming it with its props, and its children where it puts them. */
function host(calls: string[] = []): SiteComponentHost {
  return {
    render({ target, props, island, children }) {
      calls.push(`${target}${island ? ' (island)' : ''} ${JSON.stringify(props)}`);
      if (target.includes('Broken')) throw new TypeError("Cannot read properties of undefined (reading 'map')");
      const inner = children === undefined ? '' : island ? `<laguna-slot>${children}</laguna-slot>` : children;
      return `<div class="c" data-target="${target}">${inner}</div>`;
    },
  };
}

function mdx(text: string, siteComponents: SiteComponentHost | null = host(), files: Record<string, string> = FILES) {
  return render(text, { file: PAGE, lineOffset: 4, readFile: (file) => files[file], ...(siteComponents ? { siteComponents } : {}) });
}

const problems = (text: string, files?: Record<string, string>) =>
  mdx(text, host(), files).diagnostics.map((d) => `${d.file}:${d.line}:${d.column ?? '-'} [${d.code}] ${d.message}${d.hint ? ` (${d.hint})` : ''}`);

describe('site components in an .mdx page', () => {
  it('imports them by @site/ (extension and index tried) and by a relative path, and renders each with its props and children', () => {
    const calls: string[] = [];
    const result = mdx(
      "import Card from '@site/src/components/Card';\nimport Counter from '@site/src/components/Counter';\nimport Badge from '../Badge.tsx';\nexport const items = [1, { a: 'b' }];\n\n<Card title=\"T\" items={items}>Some *text* and [a link](./03-testing.md).</Card>\n\n<Counter client:visible start={2} />\n\n<Badge />\n",
      host(calls),
    );
    expect(result.diagnostics).toEqual([]);
    // Islands are rendered after the page's HTML passes, which their children go through first.
    expect(calls).toEqual(['src/components/Card.tsx {"title":"T","items":[1,{"a":"b"}]}', 'content/en/docs/contributing/Badge.tsx {}', 'src/components/Counter/index.jsx (island) {"start":2}']);
    expect(result.html).toBe(
      '<div class="c" data-target="src/components/Card.tsx">Some <em>text</em> and <a href="/laguna-docs/docs/contributing/backend/testing">a link</a>.</div>\n' +
        '<laguna-island data-component="src/components/Counter/index.jsx" data-hydrate="visible" data-props="{&#x22;start&#x22;:2}" style="display:contents"><div class="c" data-target="src/components/Counter/index.jsx"></div></laguna-island>\n' +
        '<div class="c" data-target="content/en/docs/contributing/Badge.tsx"></div>',
    );
    // The children's link is the page's, with its line; the island makes the page load the island script.
    expect(result.links.map((link) => `${link.line} ${link.href}`)).toEqual(['9 /laguna-docs/docs/contributing/backend/testing']);
    expect(result.features).toEqual(['islands', 'siteComponents']);
  });

  it('keeps an island\'s children as the page renders them, in the slot the component put them in', () => {
    const { html } = mdx("import Card from '@site/src/components/Card';\n\n<Card client:load>**bold**</Card>\n");
    expect(html).toBe('<laguna-island data-component="src/components/Card.tsx" data-hydrate="load" data-props="{}" style="display:contents"><div class="c" data-target="src/components/Card.tsx"><laguna-slot><strong>bold</strong></laguna-slot></div></laguna-island>');
  });

  it('gives an imported file to a component as its published address', () => {
    const calls: string[] = [];
    const result = mdx("import Card from '@site/src/components/Card';\nimport shot from './shot.png';\n\n<Card src={shot} client:idle />\n", host(calls));
    expect(calls).toEqual(['src/components/Card.tsx (island) {"src":"/laguna-docs/docs/contributing/backend/shot.png"}']);
    // Published because the island names it, though no element of the page does.
    expect(result.links.map((link) => `${link.line} ${link.written} ${link.href}`)).toEqual(['7 ./shot.png /laguna-docs/docs/contributing/backend/shot.png']);
  });

  it('pins its errors at the file and line of the import or the element', () => {
    expect(problems("import Card from '../../../../../../src/components/Card.tsx';\n")).toEqual([
      `${PAGE}:4:1 [mdx/import] import of "../../../../../../src/components/Card.tsx" points outside the site (an .mdx file may import the built-in components (@theme/Tabs, @theme/TabItem, @theme/Details, @theme/Admonition, @theme/CodeBlock), the site's components (@site/src/components/Card, or a relative path to a .tsx/.jsx/.ts/.js file), .md/.mdx partials and other files inside the site, by a relative path)`,
    ]);
    expect(problems("import Gone from '@site/../Gone';\n")[0]).toContain(':4:1 [mdx/import] import of "@site/../Gone" points outside the site');
    expect(problems("\nimport Gone from '@site/src/components/Gone';\n")).toEqual([
      `${PAGE}:5:1 [mdx/import] the component "@site/src/components/Gone" does not exist: no src/components/Gone{.tsx,.jsx,.ts,.js} or src/components/Gone/index{.tsx,.jsx,.ts,.js} in the site (check the path: @site/ starts at the site folder (where the config is), a relative path at the folder of this file)`,
    ]);
    expect(problems("import Gone from './Gone.tsx';\n")).toEqual([
      `${PAGE}:4:1 [mdx/import] the component "./Gone.tsx" does not exist: no content/en/docs/contributing/backend/Gone.tsx in the site (check the path: @site/ starts at the site folder (where the config is), a relative path at the folder of this file)`,
    ]);
    expect(problems("import Broken from '@site/src/components/Broken';\n\nText\n\n<Broken />\n", { ...FILES, 'src/components/Broken.tsx': '' })).toEqual([
      `${PAGE}:8:- [mdx/component-error] <Broken> (src/components/Broken.tsx) threw while rendering: Cannot read properties of undefined (reading 'map')`,
    ]);
    expect(problems("import Card from '@site/src/components/Card';\n\n<Card client:hover />\n")).toEqual([`${PAGE}:6:- [mdx/component] <Card client:hover> is not a directive; use client:load, client:idle or client:visible`]);
    expect(problems("import Card from '@site/src/components/Card';\n\n<Card client:load onPick={() => 1} />\n")).toEqual([
      `${PAGE}:6:- [mdx/component] prop "onPick" of <Card client:load> is a function: an island's props are sent to the browser as JSON (text, numbers, booleans, null, arrays and plain objects)`,
    ]);
  });

  it("names what in an island's props JSON cannot carry: a cycle, a Date, a Map, a bigint; undefined in an object is as if not given", () => {
    const island = (props: string, head = '') => problems(`import Card from '@site/src/components/Card';\n${head}\n<Card client:load ${props} />\n`);
    const json = "an island's props are sent to the browser as JSON (text, numbers, booleans, null, arrays and plain objects)";
    expect(island('data={loop}', 'export const loop = { a: 1, list: [] };\nexport const tie = loop.list.push(loop);\n')).toEqual([`${PAGE}:8:- [mdx/component] prop "data.list[0]" of <Card client:load> is the object it is in (a cycle): ${json}`]);
    expect(island('when={new Date(0)}')).toEqual([`${PAGE}:6:- [mdx/component] prop "when" of <Card client:load> is a Date: ${json}`]);
    expect(island('seen={new Map()}')).toEqual([`${PAGE}:6:- [mdx/component] prop "seen" of <Card client:load> is a Map: ${json}`]);
    expect(island('id={10n}')).toEqual([`${PAGE}:6:- [mdx/component] prop "id" of <Card client:load> is a bigint: ${json}`]);
    expect(island('list={[1, undefined]}')).toEqual([`${PAGE}:6:- [mdx/component] prop "list[1]" of <Card client:load> is undefined: ${json}`]);
    // The same object twice, side by side, is no cycle.
    expect(island('a={shared} b={[shared, shared]} gone={undefined} o={{ x: undefined }}', 'export const shared = { n: 1 };\n')).toEqual([]);
  });

  it('refuses a client: directive on a built-in component or a partial, where it would do nothing', () => {
    expect(problems('<Details client:load summary="Why">Because.</Details>\n')).toEqual([
      `${PAGE}:4:- [mdx/component] <Details client:load>: the built-in components work in the browser without one; a client: directive makes a site component an island, so leave it out here`,
    ]);
    expect(problems("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs client:idle><TabItem value=\"a\">A</TabItem></Tabs>\n")).toEqual([
      `${PAGE}:7:- [mdx/component] <Tabs client:idle>: the built-in components work in the browser without one; a client: directive makes a site component an island, so leave it out here`,
    ]);
    expect(problems("import Steps from './_steps.mdx';\n\n<Steps client:visible />\n", { ...FILES, 'content/en/docs/contributing/backend/_steps.mdx': 'Step one.\n' })).toEqual([
      `${PAGE}:6:- [mdx/component] <Steps client:visible>: "content/en/docs/contributing/backend/_steps.mdx" is a partial, rendered into the page at build time; a client: directive makes a site component an island, so leave it out here`,
    ]);
  });

  it('shows a thrown value that is no Error as it is', () => {
    const throwing: SiteComponentHost = {
      render() {
        throw { code: 'E_NOPE', detail: [1, 2] };
      },
    };
    expect(mdx("import Card from '@site/src/components/Card';\n\n<Card />\n", throwing).diagnostics.map((d) => d.message)).toEqual(["<Card> (src/components/Card.tsx) threw while rendering: { code: 'E_NOPE', detail: [ 1, 2 ] }"]);
  });

  it('fails a page that uses a site component when no host renders them', () => {
    const result = mdx("import Card from '@site/src/components/Card';\n\n<Card />\n", null);
    expect(result.diagnostics.map((d) => `${d.line} [${d.code}] ${d.message}`)).toEqual(['6 [mdx/component-error] <Card> from "src/components/Card.tsx" cannot be rendered: no site components were bundled for this build']);
  });

  it('leaves the component\'s own markup to the site, and holds the page\'s text inside it to the raw HTML policy', () => {
    const styled: SiteComponentHost = { render: ({ children }) => `<span style="position:fixed;padding:1rem">${children ?? ''}</span>` };
    const result = mdx("import Card from '@site/src/components/Card';\n\n<Card><b style=\"position:fixed\">x</b></Card>\n", styled);
    expect(result.diagnostics.map((d) => `${d.line} ${d.message}`)).toEqual(['6 a style attribute using "position: fixed" (only static and relative) on <b> is not allowed in markdown']);
    expect(result.html).toContain('<span style="position:fixed;padding:1rem">');
  });
});

describe('components that would do nothing in the browser, and islands a component leaves', () => {
  /** A host whose Counter gives its button a handler, and whose Page renders a Counter island of its own. */
  const watching: SiteComponentHost = {
    render: ({ target, island }) => (target.includes('Page') ? '<section><laguna-island data-component="src/components/Counter/index.jsx" data-hydrate="idle" data-props="{&quot;start&quot;:1}" data-laguna-pending=""></laguna-island></section>' : `<button>${island ? 'live' : 'dead'}</button>`),
    lastRender: () => ({ handlers: last.includes('Page') ? [] : ['onClick on <button>'] }),
  };
  let last = '';
  const host: SiteComponentHost = { ...watching, render: (request) => ((last = request.target), watching.render(request)) };
  const files = { ...FILES, 'src/pages/Page.tsx': 'export default () => null;' };

  it('warns of a component rendered without a directive that gives elements handlers, at its element, and not of an island', () => {
    const result = mdx("import Counter from '@site/src/components/Counter';\n\n<Counter />\n\n<Counter client:load />\n", host);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} [${d.code}] ${d.message}`)).toEqual([
      `${PAGE}:6 [markdown/dead-component] <Counter> (src/components/Counter/index.jsx) gives onClick on <button>, but it is rendered without a client: directive, so it is HTML made at build time and does nothing in the browser`,
    ]);
  });

  it("renders an island a component's HTML leaves as one of the page's own", () => {
    const result = mdx("import Page from '@site/src/pages/Page.tsx';\n\n<Page />\n", host, files);
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toBe('<section><laguna-island data-component="src/components/Counter/index.jsx" data-hydrate="idle" data-props="{&#x22;start&#x22;:1}" style="display:contents"><button>live</button></laguna-island></section>');
    expect(result.features).toEqual(['islands', 'siteComponents']);
  });
});

describe('code of the site that never ends', () => {
  // A loop that never ends would hang the build with no word of where: it is stopped at the time limit
  // (shortened here, though long enough for the page's own work on a busy machine) and the page fails naming the page, the element and the component.
  const looping: SiteComponentHost = {
    render({ target }) {
      if (target.includes('Card')) for (;;);
      return '<p>fine</p>';
    },
  };
  const problemsOf = (text: string, siteComponents: SiteComponentHost = host()) =>
    render(text, { file: PAGE, lineOffset: 4, readFile: (file) => FILES[file], siteComponents, codeTimeLimitMs: 1000 }).diagnostics.map((d) => `${d.file}:${d.line ?? '-'} [${d.code}] ${d.message} (${d.hint})`);

  it('stops a component that renders forever, naming it at its element', () => {
    expect(problemsOf("import Counter from '@site/src/components/Counter';\nimport Card from '@site/src/components/Card';\n\n<Counter />\n\n<Card title=\"T\" />\n", looping)).toEqual([
      `${PAGE}:9 [mdx/component-error] <Card> (src/components/Card.tsx) ran for more than 1 s while rendering and was stopped: a loop that never ends? (a component renders at build time, once per use; its render may take at most 1 s)`,
    ]);
    // An island the same.
    expect(problemsOf("import Card from '@site/src/components/Card';\n\n<Card client:load />\n", looping)).toEqual([
      `${PAGE}:6 [mdx/component-error] <Card> (src/components/Card.tsx) ran for more than 1 s while rendering and was stopped: a loop that never ends? (a component renders at build time, once per use; its render may take at most 1 s)`,
    ]);
  });

  it("stops a page's code that runs forever, even one that catches every error", () => {
    const stopped = `${PAGE}:- [mdx/run] the page's code ran for more than 1 s and was stopped: a loop that never ends? (check the expressions and exports of the page and of the partials it imports; they run at build time and may take at most 1 s)`;
    expect(problemsOf('# Page\n\n{(() => { for (;;) { try { for (;;); } catch {} } })()}\n')).toEqual([stopped]);
    expect(problemsOf('export const spin = (() => { for (;;); })();\n\n# Page\n')).toEqual([stopped]);
  });

  it('leaves the next page unharmed', () => {
    problemsOf("import Card from '@site/src/components/Card';\n\n<Card />\n", looping);
    expect(mdx('# Fine\n\nThe sum is {1 + 1}.\n').html).toBe('<p>The sum is 2.</p>');
  });
});
