import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig, type ResolvedConfig } from '@laguna-docs/config';
import { buildSite } from '../../buildSite.js';
import { createWatchSession, type RebuildReport, type WatchSession } from './watchSession.js';
import { writeFile } from '../../testing/siteFiles.js';

// Watch mode and the site's components: an edit of a component renders again the pages that use it,
// directly, through a partial or through another component, and no other page.
let site: string;
let config: ResolvedConfig;
let session: WatchSession;

function write(relPath: string, text: string): void {
  writeFile(site, relPath, text);
}

/** A build of the session, as the dev server runs it: its files by output path, and what it redid. */
async function build(): Promise<{ files: Map<string, string>; report: RebuildReport }> {
  session.begin();
  const result = await buildSite({ config, watch: session, write: false, linkCheck: 'off', parallel: false });
  const report = session.finish(true);
  return { files: new Map(result.files.map((file) => [file.path, String(file.contents)])), report };
}

beforeEach(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-watch-components-'));
  write('laguna-docs.config.mjs', "export default { title: 'Site', url: 'https://example.org', basePath: '/' };\n");
  write('content/en/pages/index.md', '# Home\n');
  write('src/components/Card.tsx', 'export default function Card({ title }: { title: string }) {\n  return <p className="card">Card: {title}</p>;\n}\n');
  write('src/components/Panel.tsx', "import Card from './Card';\n\nexport default function Panel() {\n  return <div className=\"panel\"><Card title=\"in a panel\" /></div>;\n}\n");
  write('src/components/Other.tsx', 'export default function Other() {\n  return <p className="other">Other</p>;\n}\n');
  write('content/en/docs/direct.mdx', "import Card from '@site/src/components/Card';\n\n# Direct\n\n<Card title=\"direct\" />\n");
  write('content/en/docs/_shared/_card.mdx', "import Card from '@site/src/components/Card';\n\n<Card title=\"from a partial\" />\n");
  write('content/en/docs/partial.mdx', "import Shared from './_shared/_card.mdx';\n\n# Partial\n\n<Shared />\n");
  write('content/en/docs/nested.mdx', "import Panel from '@site/src/components/Panel';\n\n# Nested\n\n<Panel />\n");
  write('content/en/docs/other.mdx', "import Other from '@site/src/components/Other';\n\n# Other\n\n<Other />\n");
  write('content/en/docs/plain.md', '# Plain\n\nNo components.\n');
  config = await loadConfig({ cwd: site });
  session = createWatchSession();
});

afterEach(() => {
  fs.rmSync(site, { recursive: true, force: true });
});

it('renders again the pages that use an edited component, directly, through a partial or another component, and no other', async () => {
  const first = await build();
  expect(first.files.get('docs/direct.html')).toContain('<p class="card">Card: direct</p>');
  // Nothing changed: every page is taken from the previous build.
  const unchanged = await build();
  expect(unchanged.report).toMatchObject({ parsed: 0, rendered: 0 });
  expect(session.inputs(site)).toContain(path.join(site, 'src/components/Card.tsx'));

  write('src/components/Card.tsx', 'export default function Card({ title }: { title: string }) {\n  return <p className="card">Changed: {title}</p>;\n}\n');
  const edited = await build();
  // The three pages that show the card are parsed and rendered again; the other pages are reused.
  expect(edited.report).toMatchObject({ parsed: 3, rendered: 3 });
  expect(edited.files.get('docs/direct.html')).toContain('<p class="card">Changed: direct</p>');
  expect(edited.files.get('docs/partial.html')).toContain('<p class="card">Changed: from a partial</p>');
  expect(edited.files.get('docs/nested.html')).toContain('<div class="panel"><p class="card">Changed: in a panel</p></div>');
  expect(edited.files.get('docs/other.html')).toBe(first.files.get('docs/other.html'));

  // An edit of the partial alone renders its page again.
  write('content/en/docs/_shared/_card.mdx', "import Card from '@site/src/components/Card';\n\n<Card title=\"partial, edited\" />\n");
  const partial = await build();
  expect(partial.report).toMatchObject({ parsed: 1, rendered: 1 });
  expect(partial.files.get('docs/partial.html')).toContain('Changed: partial, edited');
}, 60_000);
