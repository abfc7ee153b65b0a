import { coverage, glyphOffsets, lookupSubtables, mappedCharacters, substitutionsOf, tableDirectory, type SubstitutionEdge } from './trimFont.js';

/**
 * Where the ink of a line of text ends on the right, in ems from where the line starts, as resvg measures it
 * (`getBBox`: x and width of the outlines laid out): from the font's own tables, without laying anything out.
 * `undefined` where the text may be shaped in a way these tables alone do not tell: a character the font
 * has no glyph for, a mark, a script other than Latin, or glyphs a substitution of the default features may
 * replace (a ligature such as "fi"). Cards measure every word of their titles; resvg reads its font file
 * again for each glyph it measures, which made measuring a sixth of what a site's cards cost.
 */
export type InkRight = (text: string) => number | undefined;

/** What shaping may do besides advancing and kerning: `undefined` when the font does something this module does not read. */
interface Shaping {
  /** Glyphs a substitution may start from, and the ligatures some of them begin (each as the glyphs after the first). */
  triggers: Set<number>;
  ligatures: Map<number, number[][]>;
  /** The kerning of a pair, in font units, summed over the kerning lookups. */
  kern: (first: number, second: number) => number;
}

/** The features shaping applies to horizontal text whether asked or not (GSUB), as HarfBuzz, which resvg's shaper follows, lists them. */
const DEFAULT_SUBSTITUTIONS = new Set(['ccmp', 'locl', 'rlig', 'rvrn', 'calt', 'clig', 'liga', 'rclt', 'ltra', 'ltrm', 'frac', 'numr', 'dnom']);
/** The positioning features besides marks (which texts with marks never get here for): pair kerning. */
const DEFAULT_POSITIONING = new Set(['kern', 'dist']);

const LATIN_LETTER = /\p{Script=Latin}/u;
const OTHER_LETTER = /(?![\p{Script=Latin}])\p{L}/u;
/**
 * What shaping or SVG's text layout treats apart: marks (positioned on their letter), characters shaping
 * hides (soft hyphens, joiners), and white space SVG lays out otherwise than as written (at the ends, runs
 * of it, tabs and line breaks, which it turns into one space or none).
 */
const SHAPED_APART = /\p{M}|\p{Default_Ignorable_Code_Point}|^\s|\s$|\s\s|[^\S ]/u;

/** `InkRight` for a TrueType font (its tables read once, its substitution rules once for each script asked for). */
export function inkRightOf(font: Uint8Array): InkRight {
  const data = Buffer.from(font.buffer, font.byteOffset, font.byteLength);
  const tables = tableDirectory(data);
  const offset = (tag: string) => tables.get(tag)?.offset;
  const [head, hhea, hmtx, maxp, loca, glyf, cmap, gdef] = ['head', 'hhea', 'hmtx', 'maxp', 'loca', 'glyf', 'cmap', 'GDEF'].map(offset);
  if (head === undefined || hhea === undefined || hmtx === undefined || maxp === undefined || loca === undefined || glyf === undefined || cmap === undefined) return () => undefined;
  const unitsPerEm = data.readUInt16BE(head + 18);
  const glyphCount = data.readUInt16BE(maxp + 4);
  const outlines = glyphOffsets(data, loca, glyphCount, data.readInt16BE(head + 50) === 1);
  const longMetrics = data.readUInt16BE(hhea + 34);
  const advance = (glyph: number) => data.readUInt16BE(hmtx + 4 * Math.min(glyph, longMetrics - 1));
  // An empty glyph (a space) has no ink; a glyph's outline ends at its box's right edge.
  const inkEnd = (glyph: number) => (outlines[glyph + 1]! > outlines[glyph]! ? data.readInt16BE(glyf + outlines[glyph]! + 6) : undefined);
  const glyphs = new Map<number, number>();
  mappedCharacters(data, cmap, (code, glyph) => {
    if (!glyphs.has(code)) glyphs.set(code, glyph);
  });
  const markClass = gdef !== undefined && data.readUInt16BE(gdef + 4) !== 0 ? classDefinition(data, gdef + data.readUInt16BE(gdef + 4)) : new Map<number, number>();
  const isMark = (glyph: number) => markClass.get(glyph) === 3;
  const byScript = new Map<string, Shaping | undefined>();
  const shapingFor = (script: string) => {
    if (!byScript.has(script)) byScript.set(script, shaping(data, tables, script, isMark));
    return byScript.get(script);
  };

  return (text) => {
    if (text === '' || SHAPED_APART.test(text) || OTHER_LETTER.test(text)) return undefined;
    // The script shaping takes: the first letter's (Latin here); a text of no letters is shaped with the default one.
    const rules = shapingFor(LATIN_LETTER.test(text) ? 'latn' : 'DFLT');
    if (!rules) return undefined;
    const sequence: number[] = [];
    for (const character of text) {
      const glyph = glyphs.get(character.codePointAt(0)!);
      if (glyph === undefined || glyph === 0 || isMark(glyph)) return undefined;
      sequence.push(glyph);
    }
    let pen = 0;
    let right: number | undefined;
    for (let index = 0; index < sequence.length; index++) {
      const glyph = sequence[index]!;
      if (rules.triggers.has(glyph)) return undefined;
      for (const rest of rules.ligatures.get(glyph) ?? []) if (rest.every((next, at) => sequence[index + 1 + at] === next)) return undefined;
      const end = inkEnd(glyph);
      if (end !== undefined) right = Math.max(right ?? -Infinity, pen + end);
      pen += advance(glyph) + (index + 1 < sequence.length ? rules.kern(glyph, sequence[index + 1]!) : 0);
    }
    return right === undefined ? 0 : right / unitsPerEm;
  };
}

/** The default features' lookups for `script` (its default language system), or the default script's. */
function defaultLookups(data: Buffer, table: number, script: string, features: ReadonlySet<string>): number[] {
  const scripts = table + data.readUInt16BE(table + 4);
  const featureList = table + data.readUInt16BE(table + 6);
  let system: number | undefined;
  for (const wanted of [script, 'DFLT']) {
    for (let index = 0; index < data.readUInt16BE(scripts) && system === undefined; index++) {
      const record = scripts + 2 + 6 * index;
      if (data.toString('latin1', record, record + 4) !== wanted) continue;
      const scriptTable = scripts + data.readUInt16BE(record + 4);
      if (data.readUInt16BE(scriptTable) !== 0) system = scriptTable + data.readUInt16BE(scriptTable);
    }
    if (system !== undefined) break;
  }
  if (system === undefined) return [];
  const indices: number[] = [];
  const required = data.readUInt16BE(system + 2);
  if (required !== 0xffff) indices.push(required);
  for (let index = 0; index < data.readUInt16BE(system + 4); index++) indices.push(data.readUInt16BE(system + 6 + 2 * index));
  const lookups = new Set<number>();
  for (const feature of indices) {
    const record = featureList + 2 + 6 * feature;
    const tag = data.toString('latin1', record, record + 4);
    if (!features.has(tag) && feature !== required) continue;
    const featureTable = featureList + data.readUInt16BE(record + 4);
    for (let index = 0; index < data.readUInt16BE(featureTable + 2); index++) lookups.add(data.readUInt16BE(featureTable + 4 + 2 * index));
  }
  return [...lookups].sort((a, b) => a - b);
}

/** What the default features of `script` may do to text without marks; `undefined` for a kind of rule not read here. */
function shaping(data: Buffer, tables: Map<string, { offset: number }>, script: string, isMark: (glyph: number) => boolean): Shaping | undefined {
  const triggers = new Set<number>();
  const ligatures = new Map<number, number[][]>();
  const gsub = tables.get('GSUB')?.offset;
  if (gsub !== undefined) {
    const lookupList = gsub + data.readUInt16BE(gsub + 8);
    for (const lookup of defaultLookups(data, gsub, script, DEFAULT_SUBSTITUTIONS)) {
      for (const { type, at } of lookupSubtables(data, lookupList, lookup, 7)) {
        if (type >= 1 && type <= 4) {
          // A glyph substituted alone starts its substitution; a ligature, only before the glyphs after its first.
          const edges: SubstitutionEdge[] = [];
          substitutionsOf(data, type, at, edges);
          for (const { from } of edges) {
            const [first, ...rest] = from;
            if (type === 4) ligatures.set(first!, [...(ligatures.get(first!) ?? []), rest]);
            else triggers.add(first!);
          }
        } else if (type === 6 && data.readUInt16BE(at) === 2) {
          for (const glyph of chainedClassTriggers(data, at, isMark)) triggers.add(glyph);
        } else return undefined;
      }
    }
  }
  const pairs: Array<(first: number, second: number) => number | undefined> = [];
  const gpos = tables.get('GPOS')?.offset;
  if (gpos !== undefined) {
    const lookupList = gpos + data.readUInt16BE(gpos + 8);
    for (const lookup of defaultLookups(data, gpos, script, DEFAULT_POSITIONING)) {
      const found = lookupSubtables(data, lookupList, lookup, 9).map(({ type, at }) => (type === 2 ? pairAdjustment(data, at) : undefined));
      if (found.some((subtable) => subtable === undefined)) return undefined;
      // The first subtable that applies to a pair is the lookup's (later ones are not tried).
      pairs.push((first, second) => {
        for (const subtable of found) {
          const value = subtable!(first, second);
          if (value !== undefined) return value;
        }
        return undefined;
      });
    }
  }
  return { triggers, ligatures, kern: (first, second) => pairs.reduce((sum, lookup) => sum + (lookup(first, second) ?? 0), 0) };
}

/**
 * The first glyphs of the rules of a class-based chained context substitution that may apply to text
 * without marks: a rule whose input or look-ahead needs a class of marks alone never does.
 */
function chainedClassTriggers(data: Buffer, at: number, isMark: (glyph: number) => boolean): number[] {
  const covered = coverage(data, at + data.readUInt16BE(at + 2));
  const inputClasses = classDefinition(data, at + data.readUInt16BE(at + 6));
  const aheadClasses = classDefinition(data, at + data.readUInt16BE(at + 8));
  // Class 0 holds every glyph no class names, letters among them.
  const withoutMarks = (classes: Map<number, number>) => {
    const kinds = new Set([0]);
    for (const [glyph, kind] of classes) if (!isMark(glyph)) kinds.add(kind);
    return kinds;
  };
  const [inputOk, aheadOk] = [withoutMarks(inputClasses), withoutMarks(aheadClasses)];
  const sets = at + 12;
  const applicable = new Set<number>();
  for (let kind = 0; kind < data.readUInt16BE(at + 10); kind++) {
    const offset = data.readUInt16BE(sets + 2 * kind);
    if (offset === 0) continue;
    const set = at + offset;
    for (let rule = 0; rule < data.readUInt16BE(set); rule++) {
      let field = set + data.readUInt16BE(set + 2 + 2 * rule);
      field += 2 + 2 * data.readUInt16BE(field);
      const input = Array.from({ length: data.readUInt16BE(field) - 1 }, (_, index) => data.readUInt16BE(field + 2 + 2 * index));
      field += 2 * data.readUInt16BE(field);
      const ahead = Array.from({ length: data.readUInt16BE(field) }, (_, index) => data.readUInt16BE(field + 2 + 2 * index));
      if (input.every((kind) => inputOk.has(kind)) && ahead.every((kind) => aheadOk.has(kind))) applicable.add(kind);
    }
  }
  return covered.filter((glyph) => applicable.has(inputClasses.get(glyph) ?? 0));
}

/** A pair adjustment subtable as the horizontal advance it adds to the first glyph of a pair it applies to; `undefined` for one that does more. */
function pairAdjustment(data: Buffer, at: number): ((first: number, second: number) => number | undefined) | undefined {
  const format = data.readUInt16BE(at);
  const [first, second] = [data.readUInt16BE(at + 4), data.readUInt16BE(at + 6)];
  // Only the first glyph's advance (and a device table, which resvg does not apply): no placement, nothing on the second glyph.
  if ((first & ~(0x0004 | 0x0040)) !== 0 || second !== 0) return undefined;
  const size = 2 * bitCount(first);
  const covered = new Map(coverage(data, at + data.readUInt16BE(at + 2)).map((glyph, index) => [glyph, index]));
  const xAdvance = (record: number) => (first & 0x0004 ? data.readInt16BE(record) : 0);
  if (format === 1) {
    return (one, two) => {
      const index = covered.get(one);
      if (index === undefined) return undefined;
      const set = at + data.readUInt16BE(at + 10 + 2 * index);
      // Pairs sorted by the second glyph.
      let low = 0;
      let high = data.readUInt16BE(set) - 1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        const record = set + 2 + middle * (2 + size);
        const glyph = data.readUInt16BE(record);
        if (glyph === two) return xAdvance(record + 2);
        if (glyph < two) low = middle + 1;
        else high = middle - 1;
      }
      return undefined;
    };
  }
  if (format === 2) {
    const classes1 = classDefinition(data, at + data.readUInt16BE(at + 8));
    const classes2 = classDefinition(data, at + data.readUInt16BE(at + 10));
    const [count1, count2] = [data.readUInt16BE(at + 12), data.readUInt16BE(at + 14)];
    return (one, two) => {
      if (!covered.has(one)) return undefined;
      const [kind1, kind2] = [classes1.get(one) ?? 0, classes2.get(two) ?? 0];
      if (kind1 >= count1 || kind2 >= count2) return undefined;
      return xAdvance(at + 16 + (kind1 * count2 + kind2) * size);
    };
  }
  return undefined;
}

function bitCount(value: number): number {
  let count = 0;
  for (let bits = value; bits !== 0; bits &= bits - 1) count++;
  return count;
}

/** A class definition table: each glyph it names with its class (the rest are class 0). */
function classDefinition(data: Buffer, at: number): Map<number, number> {
  const classes = new Map<number, number>();
  const format = data.readUInt16BE(at);
  if (format === 1) {
    const start = data.readUInt16BE(at + 2);
    for (let index = 0; index < data.readUInt16BE(at + 4); index++) classes.set(start + index, data.readUInt16BE(at + 6 + 2 * index));
  } else if (format === 2) {
    for (let index = 0; index < data.readUInt16BE(at + 2); index++) {
      const record = at + 4 + 6 * index;
      for (let glyph = data.readUInt16BE(record); glyph <= data.readUInt16BE(record + 2); glyph++) classes.set(glyph, data.readUInt16BE(record + 4));
    }
  }
  return classes;
}
