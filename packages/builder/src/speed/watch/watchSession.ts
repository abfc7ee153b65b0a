import path from 'node:path';
import { PAGES_FOLDER } from '@laguna-docs/content';
import type { ParsedMarkdown } from '@laguna-docs/markdown';
import { THEME_FOLDER, type Theme } from '@laguna-docs/shared';
import { resolveFrom } from '../../loadTheme.js';
import { MarkdownCache } from './markdownCache.js';
import { ParseMemory } from './parseMemory.js';
import { SectionMemory } from './sectionMemory.js';
import { Identities, Memo } from './memo.js';
import { nothingRedone, type IncrementalState } from './state.js';
import type { EditedPage, LocalePlan } from '../../stages/renderTypes.js';

export type { EditedPage } from '../../stages/renderTypes.js';

/** What one watch-mode rebuild did: files parsed and pages rendered or reused, and the expensive steps it redid. */
export interface RebuildReport {
  parsed: number;
  reused: number;
  /** HTML documents rendered, and taken unchanged from the previous build. */
  rendered: number;
  renderReused: number;
  themeLoaded: boolean;
  clientBundled: boolean;
  markdownReset: boolean;
  apiLoaded: boolean;
}

/**
 * A series of builds of one site in one process (watch mode): each build given it (`BuildSiteOptions.watch`)
 * reuses what the earlier ones made from unchanged inputs (see watchSourceSteps.ts and watchSiteSteps.ts).
 */
export interface WatchSession {
  /** Call before each build: resets what the report counts. */
  begin(): void;
  /**
   * Call after each build. After a successful build, results it no longer used are dropped; after a failed
   * one they are kept, since the failure may have stopped the build before it looked at them.
   */
  finish(succeeded: boolean): RebuildReport;
  /** Drops every parse, for a build with another config. */
  forgetParses(): void;
  /** The files the latest build read besides the site's own folders and config: the theme's and the spec's. */
  inputs(root: string): string[];
  /**
   * The pages made from the markdown file `file` (as messages show it: `content/en/docs/intro.md`), in
   * every locale, rendered again as the next build will render them if the file's text is now `text`, with
   * what the latest good build knew: in a few milliseconds, before that build. Undefined when that is not
   * sure: the edit changed the front matter or the title (which other pages show), the page has errors,
   * no good build is known or no page comes from the file. Call it after `begin()`.
   */
  renderEdit(file: string, text: string): EditedPage[] | undefined;
}

/** What a session keeps: the parses and the other steps' results (see `IncrementalState`). */
export interface SessionState {
  markdown: MarkdownCache;
  /** The parses before they are given a locale, which the locales that show a page share. */
  parses: ParseMemory;
  /** Sections of the pages shown ahead of their build, and whether such pages are being made now. */
  sections: SectionMemory;
  previewing: boolean;
  /** The parses of the pages shown ahead of the coming build, by the key of their parse (see `watchSiteSteps`). */
  previewed: Map<string, ParsedMarkdown>;
  state: IncrementalState;
  /** Each locale's plan: of the build running (`building`) and of the latest good build (`good`). */
  plans: { building: Map<string, LocalePlan>; good: Map<string, LocalePlan> };
}

const sessions = new WeakMap<WatchSession, SessionState>();

/** Starts a series of builds. */
export function createWatchSession(): WatchSession {
  const kept: SessionState = { markdown: new MarkdownCache(), parses: new ParseMemory(), sections: new SectionMemory(), previewing: false, previewed: new Map(), state: { redone: nothingRedone(), versionApis: new Map(), apiPages: new Memo(), renders: new Memo(), search: new Memo(), identities: new Identities() }, plans: { building: new Map(), good: new Map() } };
  const { markdown, parses, state, plans } = kept;
  const session: WatchSession = {
    begin() {
      state.redone = nothingRedone();
      state.renders.begin();
      state.apiPages.begin();
      state.search.begin();
      markdown.begin();
      parses.begin();
      plans.building = new Map();
    },
    finish(succeeded) {
      const report = { ...markdown.counts(), rendered: state.renders.misses, renderReused: state.renders.hits, ...state.redone };
      // A failed build may have stopped before some locales were planned, or after some were planned anew.
      plans.good = succeeded ? plans.building : new Map();
      kept.previewed.clear();
      plans.building = new Map();
      if (succeeded) {
        markdown.prune();
        parses.prune();
        state.renders.prune();
        state.apiPages.prune();
        state.search.prune();
      }
      return report;
    },
    forgetParses() {
      markdown.clear();
      parses.clear();
      kept.sections.clear();
      plans.good = new Map();
    },
    renderEdit(file, text) {
      if (plans.good.size === 0) return undefined;
      const edited: EditedPage[] = [];
      // Parsed section by section (see `watchSiteSteps`), never kept as the build's parse.
      kept.previewing = true;
      try {
        for (const plan of plans.good.values()) {
          const pages = plan.renderEdited(file, text);
          if (!pages) return undefined;
          edited.push(...pages);
        }
      } finally {
        kept.previewing = false;
      }
      return edited.length > 0 ? edited : undefined;
    },
    inputs(root) {
      // The site's component files are followed too, but not the packages they import.
      const components = (state.components?.bundle.inputs ?? []).map(([file]) => file).filter((file) => !file.split(path.sep).includes('node_modules'));
      // The folders of React pages and theme overrides, so a new one is seen.
      const siteFolders = [PAGES_FOLDER, THEME_FOLDER].map((folder) => path.join(root, ...folder.split('/')));
      return [...(state.api?.site.files ?? []), ...[...state.versionApis.values()].flatMap((kept) => kept.site.files ?? []), ...(state.theme ? [state.theme.file, ...clientInputs(state.theme.theme, root)] : []), ...components, ...siteFolders];
    },
  };
  sessions.set(session, kept);
  return session;
}

/** What `session` keeps, for the steps that use it. */
export function sessionState(session: WatchSession): SessionState {
  const kept = sessions.get(session);
  if (!kept) throw new Error('laguna-docs bug: a watch session not made by createWatchSession');
  return kept;
}

/** The files a client bundle is made from, so a rebuild notices an edit (and a watcher can follow them). */
export function clientInputs(theme: Theme, root: string): string[] {
  const bases = [path.join(root, 'package.json'), import.meta.url];
  return ['@laguna-docs/client', '@laguna-docs/client/search', '@laguna-docs/client/boot', '@laguna-docs/client/diagrams', '@laguna-docs/client/samples', '@laguna-docs/client/page', '@laguna-docs/client/react-islands', theme.clientEntry, ...(theme.controlsEntry ? [theme.controlsEntry] : []), theme.stylesheet].flatMap((specifier) => resolveFrom(bases, specifier) ?? []);
}
