import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '@laguna-docs/config';
import { isUserError, type UserError } from '@laguna-docs/shared';
import { buildSite } from './buildSite.js';
import { writeFiles } from './testing/siteFiles.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A 1×1 PNG, so the image import has a size to publish. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A site component rendered at build time only: props, children, a CSS module and a heading. */
const CARD = `import styles from './Card.module.css';
import type { ReactNode } from 'react';

export default function Card({ title, tags, children }: { title: string; tags: string[]; children?: ReactNode }) {
  return (
    <section className={styles.card}>
      <h2>{title}</h2>
      <p className="tags">{tags.join(', ')}</p>
      {children}
    </section>
  );
}
`;

/** An interactive component: state and an event handler, hydrated in the browser as an island. */
const COUNTER = `import { useState } from 'react';

export default function Counter({ start = 0, label }) {
  const [count, setCount] = useState(start);
  return <button type="button" className="counter" onClick={() => setCount(count + 1)}>{label}: {count}</button>;
}
`;

const FIGURE = `export default function Figure({ src, caption }: { src: string; caption: string }) {
  return <figure><img src={src} alt={caption} /><figcaption>{caption}</figcaption></figure>;
}
`;

const PAGE = `---
title: Components
---
import Card from '@site/src/components/Card';
import Counter from '../../../src/components/Counter.jsx';
import Figure from '@site/src/components/Figure';
import diagram from './diagram.png';

export const tags = ['fast', 'small'];

<Card title="Server only" tags={tags}>
  Inside the card, with a [link](./intro.md).
</Card>

<Counter client:load start={2} label="Clicks" />

<Figure src={diagram} caption="The parts" />

<img src={diagram} alt="Plain" />
`;

const COMPONENT_SITE: Record<string, string | Buffer> = {
  'src/components/Card.tsx': CARD,
  'src/components/Card.module.css': '.card { border: 1px solid; }\n',
  'src/components/Counter.jsx': COUNTER,
  'src/components/Figure.tsx': FIGURE,
  'content/en/docs/intro.md': '# Intro\n\nNo components here.\n',
  'content/en/docs/components.mdx': PAGE,
  'content/en/docs/diagram.png': PNG,
};

/** Writes a one-locale site with the given files besides a home page, and builds it in memory. */
async function build(files: Record<string, string | Buffer>, linkCheck: 'off' | 'error' = 'off', links: Record<string, string> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-components-'));
  folders.push(root);
  writeFiles(root, { 'content/en/pages/index.md': '# Home\n', ...files });
  for (const [file, target] of Object.entries(links)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.symlinkSync(target, path.join(root, file));
  }
  const config = resolveConfig({ title: 'T', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }] } }, root, 'laguna-docs.config.ts');
  return buildSite({ config, write: false, linkCheck, parallel: false });
}

async function failed(files: Record<string, string | Buffer>, links: Record<string, string> = {}): Promise<UserError> {
  const error = await build(files, 'off', links).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isUserError(error)) throw error ?? new Error('the build did not fail');
  return error;
}

async function failure(files: Record<string, string | Buffer>, links: Record<string, string> = {}): Promise<string[]> {
  return (await failed(files, links)).diagnostics.map((d) => `${d.file ?? '-'}:${d.line ?? '-'}:${d.column ?? '-'} [${d.code}] ${d.message}`);
}

const text = (files: Array<{ path: string; contents: string | Uint8Array }>, name: string) => String(files.find((file) => file.path === name)?.contents);

/** The build of `COMPONENT_SITE` with its links checked, which the first cases read: built once. */
let componentSite: ReturnType<typeof build> | undefined;
const componentSiteBuild = () => (componentSite ??= build(COMPONENT_SITE, 'error'));

describe('site components in .mdx pages', () => {
  it('render a server-only component at build time with props, children and its CSS module, and an island with its props', async () => {
    const { files } = await componentSiteBuild();
    const html = text(files, 'docs/components.html');
    // Server-only: React's markup in the page, children in place and resolved like the page's own links.
    expect(html).toMatch(/<section class="[\w-]*card[\w-]*"><h2 id="server-only">Server only<\/h2><p class="tags">fast, small<\/p><p>Inside the card, with a <a href="\/docs\/intro">link<\/a>.<\/p><\/section>/);
    expect(html).toContain('href="#server-only"');
    // The components' stylesheet is published and linked by this page alone.
    const stylesheet = files.find((file) => /^assets\/components\.\w+\.css$/.test(file.path));
    expect(String(stylesheet?.contents)).toMatch(/\.[\w-]*card[\w-]* \{\s*border: 1px solid;\s*\}/);
    expect(html).toContain(`<link rel="stylesheet" href="/${stylesheet?.path}"`);
    // The island: server markup for hydration, its props as JSON, the island loader named in the page data.
    expect(html).toContain('<laguna-island data-component="src/components/Counter.jsx" data-hydrate="load" data-props="{&quot;start&quot;:2,&quot;label&quot;:&quot;Clicks&quot;}" style="display:contents"><button type="button" class="counter">Clicks<!-- -->: <!-- -->2</button></laguna-island>');
    const loader = files.find((file) => /^assets\/islands\/islands\.\w+\.js$/.test(file.path));
    expect(loader).toBeDefined();
    expect(html).toContain(`"islands":{"script":"/${loader?.path}"}`);
    // A page without site components links neither the stylesheet nor the loader.
    const intro = text(files, 'docs/intro.html');
    expect(intro).not.toContain('components.');
    expect(intro).not.toContain('islands');
  });

  it('give an imported image to a component as its published address, and sized like ![](./diagram.png)', async () => {
    const { files } = await componentSiteBuild();
    const html = text(files, 'docs/components.html');
    const image = files.find((file) => /^assets\/media\/diagram\.\w+\.png$/.test(file.path));
    expect(image).toBeDefined();
    expect(html).toContain(`<figure><img src="/${image?.path}" alt="The parts" loading="lazy" decoding="async" width="1" height="1"/><figcaption>The parts</figcaption></figure>`);
    expect(html).toContain(`<img src="/${image?.path}" alt="Plain" loading="lazy" decoding="async" width="1" height="1"/>`);
  });

  it('fail the build naming the file, line and column of a component that does not compile', async () => {
    expect(await failure({ ...COMPONENT_SITE, 'src/components/Card.tsx': 'export default function Card() {\n  return <section>;\n}\n' })).toEqual([
      'src/components/Card.tsx:3:1 [mdx/component-build] a site component does not compile: The character "}" is not valid inside a JSX element',
      'src/components/Card.tsx:4:1 [mdx/component-build] a site component does not compile: Unexpected end of file before a closing "section" tag',
    ]);
  });

  it('fail the build naming the page and the component that throws while rendering', async () => {
    const broken = "export default function Card({ tags }: { tags: string[] }) {\n  return <p>{tags.map(String).join()}</p>;\n}\n";
    expect(await failure({ ...COMPONENT_SITE, 'src/components/Card.tsx': broken, 'content/en/docs/components.mdx': "import Card from '@site/src/components/Card';\n\n<Card />\n" })).toEqual([
      "content/en/docs/components.mdx:3:- [mdx/component-error] <Card> (src/components/Card.tsx) threw while rendering: Cannot read properties of undefined (reading 'map')",
    ]);
  });

  it('refuse component files, partials and modules components import that are links out of the site, and never run them', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-outside-'));
    folders.push(outside);
    const real = fs.realpathSync(outside);
    // Run, it would leave a mark: the build must neither bundle nor run it.
    fs.writeFileSync(path.join(outside, 'evil.tsx'), 'globalThis.lagunaOutsideRan = true;\nexport default function Evil() {\n  return <p>evil</p>;\n}\n');
    fs.writeFileSync(path.join(outside, 'secret.mdx'), 'The secret.\n');
    const ran = () => (globalThis as { lagunaOutsideRan?: boolean }).lagunaOutsideRan;
    const page = (imports: string) => ({ ...COMPONENT_SITE, 'content/en/docs/components.mdx': `# Page\n\n${imports}\n\n<Thing />\n` });
    const shown = (lines: string[]) => lines.map((line) => line.replaceAll(real, '<outside>'));

    expect(shown(await failure(page("import Thing from '@site/src/components/Evil';"), { 'src/components/Evil.tsx': path.join(outside, 'evil.tsx') }))).toEqual([
      `content/en/docs/components.mdx:3:1 [mdx/import] "src/components/Evil.tsx" is a symbolic link to "<outside>/evil.tsx", outside the site's folder; it is not read`,
    ]);
    expect(shown(await failure(page("import Thing from '@site/src/text/_secret.mdx';"), { 'src/text/_secret.mdx': path.join(outside, 'secret.mdx') }))).toEqual([
      `content/en/docs/components.mdx:3:1 [mdx/import] "src/text/_secret.mdx" is a symbolic link to "<outside>/secret.mdx", outside the site's folder; it is not read`,
    ]);
    // A component of the site importing a module of the site that leads out of it: refused at that import.
    const card = "import Evil from './helper';\n\nexport default function Thing() {\n  return <Evil />;\n}\n";
    expect(shown(await failure({ ...page("import Thing from '@site/src/components/Thing';"), 'src/components/Thing.tsx': card }, { 'src/components/helper.tsx': path.join(outside, 'evil.tsx') }))).toEqual([
      `src/components/Thing.tsx:1:18 [mdx/component-build] a site component does not compile: "src/components/helper" leads through a symbolic link to "<outside>/evil.tsx", outside the site's folder; it is not read`,
    ]);
    expect(ran()).toBeUndefined();
    // A link that stays inside the site is followed as before.
    const { files } = await build({ ...page("import Thing from '@site/src/components/Linked';"), 'src/shared/Thing.tsx': 'export default function Thing() {\n  return <p>shared thing</p>;\n}\n' }, 'off', { 'src/components/Linked.tsx': '../shared/Thing.tsx' });
    expect(text(files, 'docs/components.html')).toContain('<p>shared thing</p>');
  });

  it("keep a component's own stack, mapped to its file and line, for --debug", async () => {
    const broken = "type Props = { tags: string[] };\n\nexport default function Card({ tags }: Props) {\n  return <p>{tags.map(String).join()}</p>;\n}\n";
    const rendering = await failed({ ...COMPONENT_SITE, 'src/components/Card.tsx': broken, 'content/en/docs/components.mdx': "import Card from '@site/src/components/Card';\n\n<Card />\n" });
    expect(rendering.diagnostics.map((d) => d.stack)).toEqual(["TypeError: Cannot read properties of undefined (reading 'map')\n    at Card (src/components/Card.tsx:4:19)"]);
    // What --debug prints: the component's stack first, then where the build stopped.
    expect(rendering.stack).toMatch(/^content\/en\/docs\/components\.mdx:3 \[mdx\/component-error\]\nTypeError: Cannot read properties of undefined \(reading 'map'\)\n    at Card \(src\/components\/Card\.tsx:4:19\)\n\nUserError: /);

    const loading = await failed({ ...COMPONENT_SITE, 'src/components/Figure.tsx': `const size = (undefined as unknown as { width: number }).width;\n${FIGURE}` });
    expect(loading.diagnostics.map((d) => [d.code, d.stack])).toEqual([['mdx/component-error', "TypeError: Cannot read properties of undefined (reading 'width')\n    at src/components/Figure.tsx:1:58"]]);

    const compiling = await failed({ ...COMPONENT_SITE, 'src/components/Card.tsx': 'export default function Card() {\n  return <p>{1 +}</p>;\n}\n' });
    expect(compiling.diagnostics.map((d) => d.stack)).toEqual(['✘ [ERROR] Unexpected "}"\n\n    src/components/Card.tsx:2:16:\n      2 │   return <p>{1 +}</p>;\n        ╵                 ^']);
  });

  it('print that stack with `laguna-docs build --debug` only, and keep the earlier output', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-components-cli-'));
    folders.push(root);
    const site: Record<string, string> = {
      'laguna-docs.config.mjs': `export default ${JSON.stringify({ title: 'T', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }] } })};\n`,
      'content/en/pages/index.md': '# Home\n',
      'content/en/docs/intro.mdx': "import Card from '@site/src/components/Card';\n\n# Intro\n\n<Card tags={['a']} />\n",
      'src/components/Card.tsx': 'export default function Card({ tags }: { tags: string[] }) {\n  return <p>{tags.join()}</p>;\n}\n',
    };
    writeFiles(root, site);
    const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/laguna-docs.js');
    const cli = (...args: string[]) => spawnSync(process.execPath, [bin, 'build', ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    expect(cli().status).toBe(0);
    fs.writeFileSync(path.join(root, 'content/en/docs/intro.mdx'), "import Card from '@site/src/components/Card';\n\n# Intro\n\n<Card />\n");
    const plain = cli();
    expect(plain.status).toBe(1);
    expect(plain.stderr).toBe(
      "content/en/docs/intro.mdx:5 error <Card> (src/components/Card.tsx) threw while rendering: Cannot read properties of undefined (reading 'join') [mdx/component-error]\n✖ 1 error\n",
    );
    const debug = cli('--debug');
    expect(debug.status).toBe(1);
    expect(debug.stderr).toContain(
      "✖ 1 error\ncontent/en/docs/intro.mdx:5 [mdx/component-error]\nTypeError: Cannot read properties of undefined (reading 'join')\n    at Card (src/components/Card.tsx:2:19)\n\nUserError: ",
    );
    expect(fs.readFileSync(path.join(root, 'build/docs/intro.html'), 'utf8')).toContain('<p>a</p>');
  });
});
