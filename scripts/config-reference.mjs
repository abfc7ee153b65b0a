// Writes the website's config reference page from the config schema (packages/config/src/schema.ts): every
// field with its type, its default and its doc comment. A test fails when the page no longer matches the
// schema; run `node scripts/config-reference.mjs` after changing the schema.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeConfigInput, typeToTypeScript } from './configSchemaTypes.mjs';
import { writeWhenRun } from './generatedPage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The website's page, written whole. */
export const WEBSITE_PAGE = path.join(root, 'website', 'content', 'en', 'docs', 'reference', 'config.md');

/** The smallest config that sets every object with required fields, so the others show their defaults. */
const MINIMAL = { title: 'T', url: 'https://example.org', openapi: { spec: 'openapi.yaml' }, announcement: { id: 'a', text: 't' } };

/** The config schema's defaults: the minimal config as the schema resolves it (the schema compiled by esbuild). */
async function resolvedMinimal() {
  const bundled = await build({ entryPoints: [path.join(root, 'packages/config/src/schema.ts')], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' });
  const code = bundled.outputFiles[0].text;
  const { siteConfigSchema } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return siteConfigSchema.parse(MINIMAL);
}

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/** A type as the table shows it: objects and arrays of them by name, their fields in rows of their own. */
function shortType(node) {
  if (node.kind === 'object') return 'object';
  if (node.kind === 'array') return node.element.kind === 'object' || node.element.kind === 'union' ? 'array' : `${shortType(node.element)}[]`;
  if (node.kind === 'union' && node.members.every((member) => member.kind === 'object')) return 'one of the items below';
  return typeToTypeScript(node);
}

/** The discriminating `type` literal of an object variant (`'link'` → `link`), if it has one. */
function variantName(node) {
  const type = node.fields.find((field) => field.name === 'type');
  return type?.type.kind === 'text' ? type.type.text.replace(/^["']|["']$/g, '') : undefined;
}

/** The table's rows: `[option, type, default, description]`, nested fields after their parent. */
function rows(fields, prefix, defaults, given) {
  const out = [];
  for (const field of fields) {
    const name = `${prefix}${field.name}`;
    // What the minimal config sets is no default.
    const value = defaults && field.optional && given?.[field.name] === undefined ? defaults[field.name] : undefined;
    const json = value === undefined ? '' : JSON.stringify(value);
    // Long defaults (an object of many fields) are told by the rows of their fields instead.
    const shown = json && json.length <= 80 ? `\`${json}\`` : '';
    out.push([`\`${name}\``, `\`${shortType(field.type)}\``, field.optional ? shown || '–' : 'required', field.doc]);
    const nested = field.type.kind === 'array' ? field.type.element : field.type;
    const nestedDefaults = field.type.kind === 'object' && defaults ? defaults[field.name] : undefined;
    if (nested.kind === 'object') out.push(...rows(nested.fields, `${name}${field.type.kind === 'array' ? '[]' : ''}.`, nestedDefaults, given?.[field.name]));
    if (nested.kind === 'union') {
      for (const variant of nested.members.filter((member) => member.kind === 'object')) {
        out.push(...rows(variant.fields.filter((entry) => entry.name !== 'type'), `${name}[${variantName(variant) ?? '?'}].`, undefined, undefined));
      }
    }
  }
  return out;
}

/** The reference: what its names mean, then one row per field. */
export async function configReference() {
  const defaults = await resolvedMinimal();
  const table = [
    '| option | type | default | what it does |',
    '| --- | --- | --- | --- |',
    ...rows(describeConfigInput(), '', defaults, MINIMAL).map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
  return [
    'Every option of `laguna-docs.config.ts`. `a.b` is the field `b` of the object `a`, `a[].b` that of each',
    "item of the array `a`, and `navbar[link].to` that of the navbar items with `type: 'link'`. Text shown to",
    "readers may be one string or one per locale (`{ en: 'Docs', sl: 'Dokumentacija' }`). Paths are",
    'relative to the config file.',
    '',
    ...table,
  ].join('\n');
}

/** The website's config reference page: the same reference, with the page's front matter and title. */
export async function websitePage() {
  return [
    '---',
    'description: Every option of laguna-docs.config.ts, with its type, default and meaning.',
    'sidebar_position: 1',
    '---',
    '',
    '# Config reference',
    '',
    '<!-- Made by node scripts/config-reference.mjs from packages/config/src/schema.ts: edit the schema\'s doc comments, not this file. -->',
    '',
    'A config that does not fit the schema stops the build with one error per problem, in the order of the',
    'file, each naming the field, the value given and what is allowed, with "did you mean" for a misspelt key,',
    'at the line and column of the field as written (see [Configuration](/docs/guides/configuration#errors)).',
    '`npm run typecheck` finds most of them before a build.',
    '',
    await configReference(),
    '',
  ].join('\n');
}

await writeWhenRun(import.meta.url, WEBSITE_PAGE, websitePage, 'config reference');
