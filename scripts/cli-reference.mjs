// Writes the website's CLI reference from the commander program itself (packages/cli/src/program.ts):
// every command with its usage, description, arguments and options, as `--help` tells them. A test fails
// when the page no longer matches the program; run `node scripts/cli-reference.mjs` after changing a
// command (it reads the compiled CLI: run `pnpm build:packages` first).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeWhenRun } from './generatedPage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEBSITE_PAGE = path.join(root, 'website', 'content', 'en', 'docs', 'reference', 'cli.md');

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n+/g, ' ');
/** A help text as a sentence of markdown: capitalised, ended, its `<placeholders>` as code rather than HTML. */
const sentence = (text) => (text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`.replace(/<[^<>\s]+>/g, (placeholder) => `\`${placeholder}\``) : '');

/** Every command under `command`, depth first, each with its full name (`migrate docusaurus`). */
function commandsOf(command, prefix = '') {
  return command.commands.flatMap((child) => {
    const name = `${prefix}${child.name()}`;
    return [{ name, command: child }, ...commandsOf(child, `${name} `)];
  });
}

/** A table of options: flags, what they do and their default when they have one. */
function optionRows(options) {
  return [
    '| option | what it does |',
    '| --- | --- |',
    ...options.filter((option) => !option.hidden).map((option) => {
      const shown = option.defaultValue === undefined || option.negate ? '' : ` Default: \`${JSON.stringify(option.defaultValue)}\`.`;
      return `| \`${cell(option.flags)}\` | ${cell(sentence(option.description))}${shown} |`;
    }),
  ];
}

/** The markdown of one command's section. */
function commandSection({ name, command }) {
  const lines = [`## ${name}`, '', sentence(command.description()), '', '```sh', `laguna-docs ${name} ${command.usage()}`.trimEnd(), '```', ''];
  const args = command.registeredArguments;
  if (args.length > 0) {
    lines.push('| argument | what it is |', '| --- | --- |');
    for (const arg of args) {
      const written = `${arg.required ? '<' : '['}${arg.name()}${arg.variadic ? '...' : ''}${arg.required ? '>' : ']'}`;
      const shown = arg.defaultValue === undefined ? '' : ` Default: \`${JSON.stringify(arg.defaultValue)}\`.`;
      lines.push(`| \`${written}\` | ${cell(sentence(arg.description))}${shown} |`);
    }
    lines.push('');
  }
  const options = command.options.filter((option) => !option.hidden);
  if (options.length > 0) lines.push(...optionRows(options), '');
  if (command.commands.length > 0) lines.push(`Its commands: ${command.commands.map((child) => `[\`${name} ${child.name()}\`](#${`${name} ${child.name()}`.replace(/ /g, '-')})`).join(', ')}.`, '');
  return lines.join('\n');
}

/** The website's CLI reference page, made from `program` (what `createProgram()` returns). */
export function cliReference(program) {
  return [
    '---',
    'description: Every command of laguna-docs with its arguments and options, as --help gives them.',
    'sidebar_position: 2',
    '---',
    '',
    '# CLI reference',
    '',
    '<!-- Made by node scripts/cli-reference.mjs from the commands in packages/cli/src/: change the commands, not this file. -->',
    '',
    `${sentence(program.description())} A site's \`package.json\` runs it through its scripts (\`npm run dev\`,`,
    '`npm run build`); anywhere else, `npx laguna-docs <command>` runs the one installed in the project.',
    '`laguna-docs <command> --help` prints what this page says about a command.',
    '',
    'Exit codes: `0` success, `1` a problem in your input (the message names the file and line) or on the',
    'machine (a full disk, a read-only file system, a missing permission, another build writing the same',
    'output: the message names the file or folder and what to do), `2` a bug in laguna-docs.',
    '',
    '## Options of every command',
    '',
    ...optionRows([...program.options, { flags: '-h, --help', description: 'print the usage of laguna-docs or of a command' }]),
    '',
    ...commandsOf(program).map(commandSection),
  ].join('\n');
}

await writeWhenRun(import.meta.url, WEBSITE_PAGE, async () => {
  const { createProgram } = await import(pathToFileURL(path.join(root, 'packages', 'cli', 'dist', 'index.js')).href);
  return cliReference(createProgram());
}, 'CLI reference');
