import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import dart from 'highlight.js/lib/languages/dart';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import http from 'highlight.js/lib/languages/http';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import nginx from 'highlight.js/lib/languages/nginx';
import plaintext from 'highlight.js/lib/languages/plaintext';
import powershell from 'highlight.js/lib/languages/powershell';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import shellSession from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';

/**
 * The one highlighter, built when the module loads (registering grammars costs more than highlighting a
 * page). A chosen set rather than all of highlight.js: what documentation of web services shows, and the
 * grammars' own aliases (`sh`, `zsh`, `js`, `ts`, `tsx`, `yml`, `toml`, `html`, `svg`, `ps1`, `text`, …).
 */
export const lowlight = createLowlight({
  bash,
  css,
  dart,
  diff,
  dockerfile,
  http,
  ini,
  javascript,
  json,
  markdown,
  nginx,
  plaintext,
  powershell,
  python,
  rust,
  // highlight.js calls its session grammar (prompts and output) "shell"; most authors mean commands.
  'shell-session': shellSession,
  sql,
  typescript,
  xml,
  yaml,
});

lowlight.registerAlias({
  bash: ['shell'],
  json: ['jsonc', 'json5'],
  sql: ['postgres', 'postgresql', 'pgsql', 'psql'],
  ini: ['env', 'dotenv', 'cfg', 'conf'],
});
