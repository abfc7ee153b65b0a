// Writes the website's error reference page from the list of diagnostic codes
// (packages/shared/src/diagnosticCodes.ts): every code with what it means and what to do. A test fails when
// the page no longer matches the list; run `node scripts/error-reference.mjs` after changing it.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeWhenRun } from './generatedPage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The website's page, written whole. */
export const WEBSITE_PAGE = path.join(root, 'website', 'content', 'en', 'docs', 'reference', 'errors.md');

/** The list of codes as the sources hold it (the module compiled by esbuild). */
async function diagnosticCodes() {
  const bundled = await build({ entryPoints: [path.join(root, 'packages/shared/src/diagnosticCodes.ts')], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  const code = bundled.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/** A table of codes: `| code | what it means | what to do |`. */
const table = (entries) => ['| code | what it means | what to do |', '| --- | --- | --- |', ...entries.map(([code, { means, fix }]) => `| \`${code}\` | ${cell(means)} | ${cell(fix)} |`)];

/** The reference: one section per group of codes (the part before the slash), in the list's order. */
export async function errorReference() {
  const { DIAGNOSTIC_CODES, DYNAMIC_DIAGNOSTIC_CODES } = await diagnosticCodes();
  const groups = new Map();
  for (const entry of Object.entries(DIAGNOSTIC_CODES)) {
    const group = entry[0].split('/')[0];
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  return [
    ...[...groups].flatMap(([group, entries]) => [`## ${group}`, '', ...table(entries), '']),
    '## Codes named by what they report',
    '',
    'Some codes take their second part from what they report: the rule a markdown page breaks, the',
    "machine's refusal, the folder a symbolic link is in.",
    '',
    ...table(Object.entries(DYNAMIC_DIAGNOSTIC_CODES)),
  ].join('\n');
}

/** The website's error reference page: the same reference, with the page's front matter and title. */
export async function websitePage() {
  return [
    '---',
    'description: Every error and warning laguna-docs reports, by its code, with what it means and what to do.',
    'sidebar_position: 3',
    '---',
    '',
    '# Error reference',
    '',
    "<!-- Made by node scripts/error-reference.mjs from packages/shared/src/diagnosticCodes.ts: edit the list's entries, not this file. -->",
    '',
    'Every problem laguna-docs reports ends with its code in brackets, after the file, line and column and',
    'the message: `content/en/docs/intro.md:3:1 error invalid YAML in front matter: … [front-matter/invalid-yaml]`.',
    'The message quotes what was found and its hint says what to do in that case; this page says what each',
    'code means in general. Errors stop a build (exit code `1`); warnings are reported and the build goes',
    'on. Exit code `2` means a bug in laguna-docs, not in your site.',
    '',
    await errorReference(),
    '',
  ].join('\n');
}

await writeWhenRun(import.meta.url, WEBSITE_PAGE, websitePage, 'error reference');
