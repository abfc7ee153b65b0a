import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import dart from 'highlight.js/lib/languages/dart';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import http from 'highlight.js/lib/languages/http';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import nginx from 'highlight.js/lib/languages/nginx';
import php from 'highlight.js/lib/languages/php';
import plaintext from 'highlight.js/lib/languages/plaintext';
import powershell from 'highlight.js/lib/languages/powershell';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import shellSession from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';

/**
 * The one highlighter, built when the module loads (registering grammars costs more than highlighting a
 * page). A chosen set rather than all of highlight.js: what documentation of web services shows (the
 * languages of the API reference's request samples among them), and the
 * grammars' own aliases (`sh`, `zsh`, `js`, `ts`, `tsx`, `yml`, `toml`, `html`, `svg`, `ps1`, `text`, …).
 */
export const lowlight = createLowlight({
  bash,
  csharp,
  css,
  dart,
  diff,
  dockerfile,
  go,
  http,
  ini,
  java,
  javascript,
  json,
  markdown,
  nginx,
  php,
  plaintext,
  powershell,
  python,
  ruby,
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
