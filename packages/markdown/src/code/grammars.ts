import { createRequire } from 'node:module';
import type { LanguageFn } from 'highlight.js';
import { vendoredFile } from '../vendored.js';
import { createHighlighter } from './highlighter.js';
import { ALIASES, GRAMMARS } from './languageIndex.js';

/**
 * The one highlighter. It starts with no grammar: each of highlight.js's grammars is loaded the first
 * time a code block names it (or one of its aliases), with the grammars it embeds, and stays registered
 * for the rest of the process. Loading a grammar costs about a millisecond; all of them would take a
 * fifth of a second a build, for the few most sites use.
 */
export const highlighter = createHighlighter();

// highlight.js's grammar files are CommonJS; read synchronously, since parsing a page is synchronous.
const require = createRequire(import.meta.url);

/** Names that mean something else here than in highlight.js, or that it does not know. */
const OWN_NAMES: Readonly<Record<string, string>> = {
  // highlight.js calls its session grammar (prompts and output) "shell"; most authors mean commands.
  shell: 'bash',
  'shell-session': 'shell-session',
  console: 'shell-session',
  shellsession: 'shell-session',
  jsonc: 'json',
  json5: 'json',
  postgres: 'sql',
  postgresql: 'sql',
  pgsql: 'sql',
  psql: 'sql',
  env: 'ini',
  dotenv: 'ini',
  cfg: 'ini',
  conf: 'ini',
  // Markdown with JSX, as Docusaurus's docs write their examples; highlight.js has no grammar of its own for it.
  mdx: 'markdown',
};

/** The grammar file each name of ours loads. */
const FILE_OF: Readonly<Record<string, string>> = { 'shell-session': 'shell' };

/**
 * What an HTTP message's body is guessed among when its headers name no language (highlight.js's http
 * grammar would guess among every grammar loaded so far, which would make a page's highlighting depend
 * on the pages before it): the grammars that were built in before they loaded on demand, in that order.
 */
const HTTP_BODY_GUESSES = ['bash', 'css', 'dart', 'diff', 'dockerfile', 'http', 'ini', 'javascript', 'json', 'markdown', 'nginx', 'plaintext', 'powershell', 'python', 'rust', 'shell-session', 'sql', 'typescript', 'xml', 'yaml'];

/** The name of the grammar a code block's language names (`kt` → `kotlin`), or `undefined` for none highlight.js has. */
export function grammarName(language: string): string | undefined {
  const name = language.toLowerCase();
  const own = OWN_NAMES[name];
  if (own) return own;
  if (name === 'shell-session') return name;
  if (Object.hasOwn(GRAMMARS, name)) return name;
  const aliased = Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;
  return aliased === 'shell' ? 'shell-session' : aliased;
}

/** Every name a code block may give, for "did you mean" (the grammars' names and aliases). */
export function languageNames(): string[] {
  return [...Object.keys(GRAMMARS), ...Object.keys(ALIASES), ...Object.keys(OWN_NAMES)];
}

/**
 * Makes sure the grammar `name` (a name `grammarName` gave) and those it embeds are registered; returns
 * whether it is. Grammars register under their highlight.js name, with their aliases.
 */
export function loadGrammar(name: string): boolean {
  if (highlighter.registered(name)) return true;
  const file = FILE_OF[name] ?? name;
  if (!Object.hasOwn(GRAMMARS, file)) return false;
  let grammar = require(vendoredFile('highlight.js', `lib/languages/${file}.js`, [import.meta.url])) as LanguageFn;
  if (name === 'http') grammar = withBodyGuesses(grammar);
  highlighter.register(name, grammar);
  // Embedded grammars are looked up when code is highlighted, so they may come after (and embed this one).
  for (const other of name === 'http' ? HTTP_BODY_GUESSES : GRAMMARS[file]!) loadGrammar(other);
  return true;
}

/** The http grammar guessing a body's language among HTTP_BODY_GUESSES alone. */
function withBodyGuesses(http: LanguageFn): LanguageFn {
  return (hljs) => {
    const grammar = http(hljs);
    const seen = new Set<object>();
    const fix = (mode: unknown): void => {
      if (!mode || typeof mode !== 'object' || seen.has(mode)) return;
      seen.add(mode);
      const record = mode as Record<string, unknown>;
      if (Array.isArray(record.subLanguage) && record.subLanguage.length === 0) record.subLanguage = HTTP_BODY_GUESSES;
      for (const key of ['contains', 'variants', 'starts']) for (const inner of [record[key]].flat()) fix(inner);
    };
    fix(grammar);
    return grammar;
  };
}
