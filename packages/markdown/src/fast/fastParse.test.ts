import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { processorFor } from '../createProcessor.js';
import { commonmark, gfm } from '../testing/specExamples.js';
import { fastParse } from './fastParse.js';

// The fast path either leaves a text to micromark (undefined) or gives exactly micromark's tree, positions
// included: held to that over the spec examples, the synthetic pages, the repository's pages and random
// documents made of the constructs it knows and their near misses.

const micromark = processorFor({});

/** micromark's tree of `text`, or undefined where micromark's development build asserts (CommonMark's 347). */
function reference(text: string): Root | undefined {
  try {
    return micromark.parse(text);
  } catch {
    return undefined;
  }
}

/** How many loose lists, spread items and code blocks in items the trees the fast path took held (see `agrees`). */
const spread = { lists: 0, items: 0, code: 0 };

/** Whether the fast path took `text`; fails when it took it and made another tree than micromark. */
function agrees(text: string, name: string): boolean {
  const fast = fastParse(text);
  if (fast === undefined) return false;
  expect(fast, `${name}\n${text}`).toStrictEqual(reference(text));
  countSpread(fast);
  return true;
}

function countSpread(node: { type: string; spread?: boolean | null; children?: unknown[] }): void {
  if (node.spread) spread[node.type === 'list' ? 'lists' : 'items']++;
  for (const child of node.children ?? []) {
    if (node.type === 'listItem' && (child as typeof node).type === 'code') spread.code++;
    countSpread(child as typeof node);
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '../../../..');

/** The bench's seeded random source and its generator of docs pages (plain JavaScript, typed here). */
interface Random {
  next(): number;
  int(low: number, high: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}
const { createRandom } = (await import(pathToFileURL(path.join(repository, 'bench/synthetic/random.mjs')).href)) as { createRandom(seed: number): Random };
const { generateDoc } = (await import(pathToFileURL(path.join(repository, 'bench/synthetic/markdown.mjs')).href)) as {
  generateDoc(random: Random, page: { locale: string; title: string; description: string; links: { text: string; href: string }[] }): string;
};

/** The bodies (front matter left out) of the markdown pages under `folder`. */
function pages(folder: string): string[] {
  return (fs.readdirSync(path.join(repository, folder), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.md'))
    .map((file) => fs.readFileSync(path.join(repository, folder, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));
}

/** Synthetic docs pages as the bench makes them, in both locales. */
function synthetic(count: number): string[] {
  const out: string[] = [];
  for (let seed = 1; seed <= count; seed++) {
    for (const locale of ['en', 'sl']) {
      const random = createRandom(seed * 7919);
      const links = [1, 2, 3].map((n) => ({ text: `Page ${n}`, href: n % 2 ? `./page-${n}.md` : `/docs/page-${n}/` }));
      const doc = generateDoc(random, { locale, title: `Title ${seed}`, description: 'A page.', links });
      out.push(doc.replace(/^---\n[\s\S]*?\n---\n/, ''));
    }
  }
  return out;
}

const WORDS = ['alpha', 'beta', 'čas', 'žaba', 'x1', 'Ωmega', 'naïve', '42', 'snake_case', 'a_b_c', 'end.', '(paren)', 'ok,', 'key: value', 'Ünïcödé'];
/** Inline constructs the fast path knows, then near misses (most of which it leaves to micromark). */
const INLINE_BITS = [
  (r: Random) => `*${word(r)}*`,
  (r: Random) => `_${word(r)}_`,
  (r: Random) => `**${word(r)} ${word(r)}**`,
  (r: Random) => `__${word(r)}__`,
  (r: Random) => `\`${word(r)}\``,
  (r: Random) => `\`\` a\`b \`\``,
  (r: Random) => `[${word(r)}](./${word(r).replace(/\W/g, '')}.md)`,
  (r: Random) => `![${word(r)}](img.png)`,
  (r: Random) => `[![${word(r)}](b.svg)](https://x.org)`,
  (r: Random) => `[**${word(r)}**](/a/b#c)`,
  (r: Random) => `**[${word(r)}](/x) and *${word(r)}* too**`,
  (r: Random) => `*${word(r)} **${word(r)}** ${word(r)}*`,
  (r: Random) => `_${word(r)} *${word(r)}*_`,
  (r: Random) => `[\`${word(r)}\`](${r.pick(['#anchor', '../a.md?x=1', './č.md', '/b/'])})`,
  (r: Random) => `[${word(r)}]`,
  () => '\\[not a link\\]',
  () => '\\_',
];
const NEAR_MISSES = [
  (r: Random) => `**[${word(r)}](/x) and *${word(r)}***`,
  (r: Random) => `*${word(r)} **${word(r)}***`,
  () => '“quote”',
  () => '¡hola!',
  () => 'key:value',
  () => '*',
  () => '**',
  () => '_',
  () => ' * ',
  () => '\\*',
  () => '\\|',
  () => '\\a',
  () => '{#id}',
  () => '#',
  () => '!',
  () => ']',
  () => '[',
  () => '[x]',
  () => '`',
  () => 'a*b*c',
  () => '*a*b',
  () => 'a**b',
  () => '“*a*”',
  () => '—_a_—',
  () => '&amp;',
  () => '<b>',
  () => ':name',
  () => '$x$',
  () => '~~s~~',
  () => 'www.x.org',
  () => 'a@b.org',
  (r: Random) => `*${word(r)}\n${word(r)}*`,
];

function word(r: Random): string {
  return r.pick(WORDS);
}

function inlineText(r: Random, max = 8): string {
  const parts: string[] = [];
  const count = r.int(1, max);
  for (let i = 0; i < count; i++) parts.push(r.chance(0.6) ? word(r) : r.chance(noise) ? r.pick(NEAR_MISSES)(r) : r.pick(INLINE_BITS)(r));
  return parts.join(maybe(r, ' ', ['']));
}

const INDENTS = ['', '', '', '', ' ', '  ', '   ', '    '];

/** How often a random document gets a near miss where it could have one (per document, see `randomDocument`). */
let noise = 0.1;

/** One of `near` with probability `noise`, else `usual`. */
function maybe<T>(r: Random, usual: T, near: readonly T[]): T {
  return r.chance(noise) ? r.pick(near) : usual;
}

function fenced(r: Random, indent: string): string[] {
  const fence = maybe(r, r.pick(['```', '~~~', '````']), ['``']);
  const close = maybe(r, fence, ['```', '~~~~', ' ```', '``` ']);
  const body = Array.from({ length: r.int(0, 3) }, () => r.pick(['code();', '', '  indented', '# not heading', '```js', ':::', '| a |', '- item']));
  return [`${indent}${fence}${maybe(r, r.pick(['', 'ts', 'ts title="x"', 'js  {1,2}', ' sh']), ['a`b', 'a&amp;'])}`, ...body, ...maybe(r, [close], [[]])];
}

function block(r: Random, depth = 0): string[] {
  const indent = () => maybe(r, '', INDENTS);
  switch (r.int(0, 11)) {
    case 0:
      return [`${indent()}${'#'.repeat(maybe(r, r.int(1, 6), [7]))}${maybe(r, ' ', ['  ', ''])}${inlineText(r, 4)}${maybe(r, r.pick(['', ' {#x}']), [' #', ' '])}`];
    case 1:
    case 2:
      return Array.from({ length: r.int(1, 3) }, (_, i) => `${i ? indent() : ''}${i && r.chance(0.1) ? r.pick(['2. ', '1. ', '10) ', '0. ', '3.  ', '4.', '1234567890. ']) : ''}${inlineText(r)}${maybe(r, '', [' ', '  ', '\\'])}`);
    case 3:
      return fenced(r, indent());
    case 4:
      return [maybe(r, r.pick(['---', '***', '___', '----']), ['- - -', '--', '* * *', '**', '_ _ _'])];
    case 5:
    case 6: {
      const ordered = r.chance(0.4);
      const marker = ordered ? r.pick(['.', ')']) : r.pick(['-', '-', '*', '+']);
      const first = ordered ? maybe(r, r.pick([1, 1, 2, 10]), [0, 123456789, 1234567890]) : 0;
      const lines: string[] = [];
      const loose = r.chance(0.5);
      for (let i = 0; i < r.int(1, 4); i++) {
        const prefix = ordered ? `${first + i}${marker}` : marker;
        const task = r.chance(0.2) ? maybe(r, r.pick(['[ ] ', '[x] ', '[X] ']), ['[ ]', '[]  ', '[y] ', '[ ]  ']) : '';
        lines.push(`${prefix}${maybe(r, ' ', ['  ', '', '     '])}${task}${inlineText(r, 5)}`);
        const pad = ' '.repeat(prefix.length + 1);
        // A blank line in the item (a loose list), or a line of spaces in its place.
        const blank = () => (loose && r.chance(0.4) ? [maybe(r, '', [' ', pad, `${pad}  `])] : []);
        if (r.chance(0.2)) lines.push(...blank(), `${maybe(r, pad, ['', ' ', `${pad} `, `${pad}    `])}${inlineText(r, 3)}`);
        if (loose && r.chance(0.35)) lines.push(...blank(), ...r.pick([() => fenced(r, ''), () => fenced(r, ''), () => [inlineText(r, 5)], () => block(r, 2)])().map((line) => (line ? `${maybe(r, pad, [' ', `${pad} `])}${line}` : line)));
        if (depth < 2 && r.chance(0.25)) {
          lines.push(...blank(), ...block(r, depth + 1).map((line) => (line ? `${maybe(r, pad, [' ', `${pad} `])}${line}` : line)));
          // A blank line after the nested list, then more of this item (left to micromark).
          if (loose && r.chance(noise)) lines.push('', `${pad}${inlineText(r, 3)}`);
        }
        if (r.chance(noise)) lines.push('');
        if (loose && r.chance(0.5)) lines.push(...Array.from({ length: r.int(1, 2) }, () => maybe(r, '', [' ', pad])));
      }
      return lines;
    }
    case 7: {
      const columns = r.int(1, 3);
      const row = () => `| ${Array.from({ length: maybe(r, columns, [columns + 1, columns - 1]) }, () => (r.chance(0.1) ? '' : inlineText(r, 3).replace(/\|/g, '\\|'))).join(' | ')} |`;
      const delimiter = `|${Array.from({ length: columns }, () => maybe(r, r.pick([' --- ', ':--', '--:', ' :-: ', '-']), ['', ' : ', '-:-'])).join('|')}|`;
      return [row(), delimiter, ...Array.from({ length: r.int(0, 3) }, row)];
    }
    case 8: {
      if (depth > 1) return [inlineText(r)];
      const colons = r.pick([':::', ':::', '::::']);
      const label = maybe(r, r.pick(['', `[${inlineText(r, 3)}]`, `[\`${word(r)}\` or *${word(r)}*?]`]), [' Title', '{.x}', '[]', '[a]{.x}', '[`a]`]']);
      const inner = Array.from({ length: r.int(0, 3) }, () => [...block(r, depth + 1), '']).flat();
      return [`${colons}${r.pick(['note', 'tip', 'warning'])}${label}`, ...inner, ...maybe(r, [colons], [[], [':::::'], [`${colons} `]])];
    }
    case 9:
      return [''];
    case 10:
      if (!r.chance(noise)) return [inlineText(r)];
      return [r.pick(['> quote', '<div>', '    indented code', 'Setext', '===', '[ref]: /url', '$$', '::leaf', '\t tab', 'text\r'])];
    default:
      return [inlineText(r, 12)];
  }
}

/** A random document; `near` of them (about) have near misses in most of their blocks, the others in few. */
function randomDocument(r: Random, near: number): string {
  noise = r.chance(near) ? 0.3 : 0.02;
  const lines: string[] = [];
  for (let i = 0; i < r.int(1, 8); i++) {
    lines.push(...block(r));
    if (r.chance(0.8)) lines.push('');
  }
  return lines.join('\n') + (r.chance(0.7) ? '\n' : '');
}

describe('fastParse', () => {
  it('gives micromark’s tree or leaves it to micromark, for every CommonMark and GFM example', () => {
    let taken = 0;
    for (const example of [...commonmark, ...gfm]) if (reference(example.markdown) && agrees(example.markdown, `example ${example.number}`)) taken++;
    // The common constructs alone, each example whole.
    expect(taken).toBeGreaterThan(100);
  });

  it('takes nearly every synthetic page in both locales and gives micromark’s tree', () => {
    const docs = synthetic(80);
    const taken = docs.filter((doc, index) => agrees(doc, `synthetic ${index}`)).length;
    expect(taken / docs.length).toBeGreaterThan(0.95);
  });

  it('gives micromark’s tree for every page of the site and the website it takes', () => {
    for (const doc of [...pages('content'), ...pages('website/content')]) agrees(doc, 'page');
  });

  it('gives micromark’s tree for random documents of the constructs it knows and their near misses', () => {
    // FAST_PARSE_SEED and FAST_PARSE_DOCUMENTS run other and many more documents by hand.
    const r = createRandom(Number(process.env.FAST_PARSE_SEED ?? 20261129));
    let taken = 0;
    const total = Number(process.env.FAST_PARSE_DOCUMENTS ?? 4000);
    const before = { ...spread };
    for (let i = 0; i < total; i++) if (agrees(randomDocument(r, 0.5), `random ${i}`)) taken++;
    if (process.env.FAST_PARSE_DOCUMENTS) console.log(`${taken} of ${total} taken; ${spread.lists - before.lists} loose lists, ${spread.items - before.items} spread items, ${spread.code - before.code} code blocks in items`);
    // Enough are taken for the comparison to mean something, loose lists and items among them.
    expect(taken).toBeGreaterThan(total / 4);
    expect(spread.lists - before.lists).toBeGreaterThan(total / 80);
    expect(spread.items - before.items).toBeGreaterThan(total / 100);
    expect(spread.code - before.code).toBeGreaterThan(total / 400);

  });
});
