import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import type { PagePiece } from '@laguna-docs/shared';
import type { ScannedPage } from '@laguna-docs/link-check';
import { isUserError } from '@laguna-docs/shared';
import { buildSite } from './buildSite.js';
import { copyLagunaSite, editFile } from './testing/lagunaSite.js';
import { writeFiles } from './testing/siteFiles.js';
import { smallSite } from './testing/smallSite.js';

// The link check reads the pieces of markup that pages share (a sidebar's list, the footer) once, not on
// every page: each page's scan must still be what reading the page whole gives.

/** Each page the build scanned, with the pieces it was given and what the scan gave. */
const scanned = vi.hoisted(() => [] as Array<{ html: string; pieces: readonly PagePiece[]; scan: ScannedPage }>);

vi.mock('@laguna-docs/link-check', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@laguna-docs/link-check')>();
  return {
    ...actual,
    scanHtml: (...args: Parameters<typeof actual.scanHtml>) => {
      const scan = actual.scanHtml(...args);
      scanned.push({ html: args[0], pieces: args[2] ?? [], scan });
      return scan;
    },
  };
});

const { scanHtml, scanAroundPieces, StringPool } = await vi.importActual<typeof import('@laguna-docs/link-check')>('@laguna-docs/link-check');

/** A scan as plain data: its ids and links in their order. */
const plain = (scan: ScannedPage) => ({ ids: [...scan.ids], links: scan.links, size: scan.size });

/** Builds the site in `root` in memory and gives every page it scanned. */
async function scannedPages(root: string, linkCheck: 'error' | 'warn' = 'error'): Promise<typeof scanned> {
  scanned.length = 0;
  await buildSite({ config: await loadConfig({ cwd: root }), write: false, parallel: false, linkCheck });
  return [...scanned];
}

/** How many of `pages` were read around their pieces (the rest whole). */
function readAround(pages: typeof scanned): number {
  return pages.filter((page) => scanAroundPieces(page.html, new StringPool(), page.pieces) !== undefined).length;
}

function expectWholeScans(pages: typeof scanned): void {
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) expect(plain(page.scan)).toEqual(plain(scanHtml(page.html)));
}

// A site's own navigation panel around the theme's: links and ids of its own before and after the shared pieces.
const WRAPPED_PANEL = `import type { NavPanelProps } from 'laguna-docs';
import Original from '@theme-original/NavPanel';

export default function NavPanel(props: NavPanelProps) {
  return (
    <div className="own-panel">
      <a id="own-top" href="/site/docs/guides/install#check-it">Check</a>
      <Original {...props} />
      <p id="own-bottom"><a href="/site/api">API</a></p>
    </div>
  );
}
`;

// One that puts the theme's sidebar inside a comment: its links are no links, and no piece is read apart.
const COMMENTED_PANEL = `import type { NavPanelProps } from 'laguna-docs';
import Original from '@theme-original/NavPanel';

export default function NavPanel(props: NavPanelProps) {
  return (
    <div className="own-panel">
      <div dangerouslySetInnerHTML={{ __html: '<!--' }} />
      <Original {...props} />
      <div dangerouslySetInnerHTML={{ __html: '-->' }} />
    </div>
  );
}
`;

describe("the link check's scan of pages that share pieces of markup", () => {
  it("is each Laguna page's whole scan, and reads the shared pieces once for most pages", async () => {
    const pages = await scannedPages(copyLagunaSite('link-scan'));
    expectWholeScans(pages);
    expect(pages.filter((page) => page.pieces.length > 0).length).toBe(pages.length);
    expect(readAround(pages)).toBeGreaterThan(pages.length / 2);
  }, 60_000);

  it('is the whole scan on a site whose own navigation panel wraps the sidebar', async () => {
    const root = smallSite('link-scan-panel');
    writeFiles(root, { 'src/theme/NavPanel.tsx': WRAPPED_PANEL });
    const pages = await scannedPages(root);
    expectWholeScans(pages);
    expect(pages.some((page) => page.scan.ids.has('own-top') && page.scan.links.includes('/site/api'))).toBe(true);
    expect(readAround(pages)).toBeGreaterThan(0);
  }, 60_000);

  it('is the whole scan when a piece stands inside a comment, read whole', async () => {
    const root = smallSite('link-scan-comment');
    writeFiles(root, { 'src/theme/NavPanel.tsx': COMMENTED_PANEL });
    // The panel's id is in the comment too: the links to it are broken, which this build only warns of.
    const pages = await scannedPages(root, 'warn');
    expectWholeScans(pages);
    const docs = pages.filter((page) => page.html.includes('class="sidebar-nav"'));
    expect(docs.length).toBeGreaterThan(0);
    expect(readAround(docs)).toBe(0);
  }, 60_000);

  it("still finds a broken link in a shared piece read apart: a sidebar entry to a page that does not exist", async () => {
    const root = smallSite('link-scan-broken');
    // Long enough to be read apart (see `SMALLEST_PIECE`).
    const more = Array.from({ length: 5 }, (_, index) => `{ type: 'link', label: 'Elsewhere ${index}', href: 'https://example.org/${index}' }`).join(', ');
    editFile(`${root}/laguna-docs.config.ts`, (text) => text.replace('  toc: {', `  docs: { sidebar: ['intro', { type: 'link', label: 'Gone', href: '/docs/gone' }, ${more}] },\n  toc: {`));
    const failure = await scannedPages(root).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUserError(failure) && failure.diagnostics.map((d) => d.message).find((message) => message.includes('/docs/gone'))).toMatch(/broken link "\/site\/docs\/gone"/);
    expectWholeScans(scanned);
    expect(readAround(scanned.filter((page) => page.html.includes('/site/docs/gone')))).toBeGreaterThan(0);
  }, 60_000);
});

