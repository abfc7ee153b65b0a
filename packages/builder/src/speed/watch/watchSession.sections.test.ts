import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ResolvedConfig } from '@laguna-docs/config';
import { buildSite } from '../../buildSite.js';
import { SectionMemory } from './sectionMemory.js';
import { copyLagunaSite, editFile, repoRoot } from '../../testing/lagunaSite.js';
import { createWatchSession, sessionState, type WatchSession } from './watchSession.js';

// Pages shown ahead of their build are parsed section by section, each section the edit left alone taken
// from the previous save; the build after it parses the page whole, and serves the very same page.
let site: string;
let config: ResolvedConfig;
let session: WatchSession;

/** A build of the session, as the dev server runs it; its files by output path. */
async function build(): Promise<Map<string, string>> {
  session.begin();
  const result = await buildSite({ config, watch: session, write: false, drafts: true, linkCheck: 'off' });
  session.finish(true);
  return new Map(result.files.map((file) => [file.path, String(file.contents)]));
}

/** Saves `text` as `file`, renders its pages ahead, then builds: both as the dev server does. */
async function save(file: string, text: string) {
  fs.writeFileSync(path.join(site, file), text);
  session.begin();
  const edited = session.renderEdit(file, text);
  const documents = edited?.map((page) => ({ file: page.file, html: page.document(), update: page.update }));
  session.finish(true);
  const built = await build();
  return { documents: documents ?? [], built };
}

// Prose and tables, many code blocks, long tables and lists.
const pages = ['content/en/docs/intro.md', 'content/en/docs/contributing/backend/02-setup_and_run.md', 'content/en/docs/contributing/backend/04-configuration.md'];

beforeAll(async () => {
  site = copyLagunaSite('sections');
  // The pages edited are docs pages: the API reference's pages, and the docs pages not edited, only make
  // each build longer. The edited pages keep their translations; their links to the pages left out only warn.
  editFile(path.join(site, 'laguna-docs.config.ts'), (text) => text.replace(/\n  openapi: \{[^}]*\},/, ''));
  fs.rmSync(path.join(site, 'openapi'), { recursive: true });
  const kept = new Set(pages.flatMap((file) => [file, file.replace('content/en/', 'content/sl/')]));
  for (const locale of ['en', 'sl']) {
    const docs = path.join(site, 'content', locale, 'docs');
    for (const file of fs.readdirSync(docs, { recursive: true, encoding: 'utf8' })) {
      const relative = path.relative(site, path.join(docs, file)).split(path.sep).join('/');
      if (relative.endsWith('.md') && !kept.has(relative)) fs.rmSync(path.join(docs, file));
    }
  }
  // The config imports `laguna-docs`; it resolves from the repository.
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  config = await loadConfig({ cwd: site });
  session = createWatchSession();
  await build();
}, 120_000);

afterAll(() => {
  fs.rmSync(site, { recursive: true, force: true });
});

describe('pages shown ahead of their build, parsed in sections', () => {
  it.each(pages)('%s: each save shown ahead is the page the build then makes, byte for byte', async (file) => {
    const original = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    const sections = sessionState(session).sections;
    for (const [round, text] of [`${original}\nA first new paragraph.\n`, `${original}\nA second new paragraph.\n`].entries()) {
      const misses = sections.misses;
      const hits = sections.hits;
      const { documents, built } = await save(file, text);
      expect(documents.length, file).toBeGreaterThan(0);
      for (const page of documents) expect(page.html, page.file).toBe(built.get(page.file));
      // The second save finds every section but the last, which it changed, from the first.
      if (round === 1) {
        expect(sections.misses - misses).toBe(1);
        expect(sections.hits - hits).toBeGreaterThan(1);
      }
    }
    fs.writeFileSync(path.join(site, file), original);
  }, 60_000);

  it('shows an edit inside a code block, whose section is parsed again', async () => {
    const file = 'content/en/docs/contributing/backend/02-setup_and_run.md';
    const original = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    await save(file, `${original}\n## Extra\n\n\`\`\`sh\necho first\n\`\`\`\n`);
    const misses = sessionState(session).sections.misses;
    const { documents, built } = await save(file, `${original}\n## Extra\n\n\`\`\`sh\necho second\n\`\`\`\n`);
    expect(sessionState(session).sections.misses - misses).toBe(1);
    expect(documents[0]!.update.contentHtml).toContain('second');
    expect(documents[0]!.update.contentHtml).not.toContain('echo first');
    expect(documents[0]!.html).toBe(built.get(documents[0]!.file));
    fs.writeFileSync(path.join(site, file), original);
  }, 60_000);

  it('never hands the build a parse made in sections: it parses the edited page whole, then keeps the page shown when it is the same', async () => {
    // The files the tests above put back.
    await build();
    const file = 'content/en/docs/intro.md';
    const original = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    // Saves built without showing the page ahead: what the build renders (the first save also marks the
    // translation of the page outdated, which renders it again once).
    let plain = { rendered: -1 };
    for (const more of ['One more.', 'Another one.']) {
      fs.writeFileSync(path.join(site, file), `${original}\n${more}\n`);
      session.begin();
      await buildSite({ config, watch: session, write: false, drafts: true, linkCheck: 'off' });
      plain = session.finish(true);
    }
    const text = `${original}\nAnd one more.\n`;
    fs.writeFileSync(path.join(site, file), text);
    session.begin();
    const [shown] = session.renderEdit(file, text)!;
    const html = shown!.document();
    const result = await buildSite({ config, watch: session, write: false, drafts: true, linkCheck: 'off' });
    // Parsed whole by the build; the same tree, so the page rendered ahead is taken as it is: no page
    // is rendered more than by a build alone.
    const ahead = session.finish(true);
    expect({ parsed: ahead.parsed, rendered: ahead.rendered }).toEqual({ parsed: 1, rendered: plain.rendered });
    expect(String(result.files.find((entry) => entry.path === shown!.file)?.contents)).toBe(html);
  }, 60_000);
});

describe('SectionMemory', () => {
  it('keeps at most its cap of sections, dropping the least recently used', () => {
    const memory = new SectionMemory(3);
    const tree = (value: string) => ({ type: 'root' as const, children: [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value }] }] });
    for (const text of ['a', 'b', 'c']) memory.set(text, tree(text));
    expect(memory.get('a')).toEqual(tree('a'));
    memory.set('d', tree('d'));
    expect(memory.size).toBe(3);
    // `b` was the least recently used; `a` was just asked for.
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toEqual(tree('a'));
    expect({ hits: memory.hits, misses: memory.misses }).toEqual({ hits: 2, misses: 1 });
  });
});
