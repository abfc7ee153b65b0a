/**
 * A TrueType font with the outlines of the glyphs a set of characters can never reach taken out, and what no
 * renderer of ours reads (hinting, the legacy kerning table, all names but the face's). Glyph numbers, the
 * character map, advances, GPOS kerning and substitutions stay the font's own, so text made only of those
 * characters is shaped and drawn exactly as with the whole font.
 *
 * Why: resvg reads a font file from disk again for every glyph it draws or measures, so a card's cost grows
 * with the size of the file; DejaVu Sans is three quarters outlines of scripts a Latin title never shows.
 */

/** Changes whenever `trimFont` keeps or writes something else, so that fonts trimmed ahead are trimmed again. */
export const TRIM_FORMAT = 1;

/** Inclusive ranges of code points. */
export type CharacterRanges = ReadonlyArray<readonly [number, number]>;

export interface TableEntry {
  offset: number;
  length: number;
}

/**
 * Whether `text` is drawn with a font trimmed to `ranges` as with the whole font: every character of it is in
 * them, and so is every character of its canonical decomposition (a shaper decomposes text and composes it
 * again, into any character the font has whose decomposition it is; the trimmed font keeps those).
 */
export function drawsOnly(ranges: CharacterRanges): (text: string) => boolean {
  const within = charactersWithin(ranges);
  // Below U+00C0 no character has a decomposition.
  return (text) => within(text) && (/^[\0-\xbf]*$/.test(text) || within(text.normalize('NFD')));
}

/** Whether every character of a text is in `ranges`. */
function charactersWithin(ranges: CharacterRanges): (text: string) => boolean {
  // A byte for each character of the Basic Multilingual Plane, looked up rather than searched for.
  const basic = new Uint8Array(0x10000);
  for (const [first, last] of ranges) if (first <= 0xffff) basic.fill(1, first, Math.min(last, 0xffff) + 1);
  return (text) => {
    for (let index = 0; index < text.length; index++) {
      const code = text.codePointAt(index)!;
      if (code <= 0xffff) {
        if (basic[code] === 0) return false;
        continue;
      }
      index++;
      if (!ranges.some(([first, last]) => code >= first && code <= last)) return false;
    }
    return true;
  };
}

/**
 * `font` with only the outlines of the glyphs of characters `drawsOnly(ranges)` accepts, the glyphs substitutions
 * can turn those into (ligatures, alternates, decompositions), and the parts composite glyphs are built of,
 * each without its hinting instructions. The glyph names go too (a version 3 `post` table), and the tables
 * of `LEFT_OUT`; nothing draws with them.
 */
export function trimFont(font: Uint8Array, ranges: CharacterRanges): Buffer {
  const data = Buffer.from(font.buffer, font.byteOffset, font.byteLength);
  const tables = tableDirectory(data);
  const table = (tag: string): TableEntry => {
    const entry = tables.get(tag);
    if (!entry) throw new Error(`the font has no ${tag} table`);
    return entry;
  };
  const head = table('head');
  const glyphCount = data.readUInt16BE(table('maxp').offset + 4);
  const loca = glyphOffsets(data, table('loca').offset, glyphCount, data.readInt16BE(head.offset + 50) === 1);
  const glyf = table('glyf').offset;

  const kept = new Set<number>();
  const waiting: number[] = [];
  const keep = (glyph: number) => {
    if (glyph >= glyphCount || kept.has(glyph)) return;
    kept.add(glyph);
    waiting.push(glyph);
  };
  keep(0);
  // The characters `drawsOnly(ranges)` accepts, their decompositions all taken in one call (the separator,
  // a character with no marks, keeps each decomposition apart).
  const characters: Array<[number, number]> = [];
  mappedCharacters(data, table('cmap').offset, (code, glyph) => {
    if (code > 0) characters.push([code, glyph]);
  });
  const within = charactersWithin(ranges);
  const decomposed = characters.map(([code]) => String.fromCodePoint(code)).join('\0').normalize('NFD').split('\0');
  characters.forEach(([code, glyph], index) => {
    // The dotted circle a shaper may put before a mark that has no letter to sit on.
    if (code === 0x25cc || (within(String.fromCodePoint(code)) && within(decomposed[index]!))) keep(glyph);
  });
  // What substitutions make of kept glyphs, and the parts kept composites are made of, until nothing is added.
  const substitutions = new Map<number, SubstitutionEdge[]>();
  for (const edge of tables.has('GSUB') ? substitutionEdges(data, table('GSUB').offset) : []) {
    for (const glyph of edge.from) substitutions.set(glyph, [...(substitutions.get(glyph) ?? []), edge]);
  }
  for (let glyph = waiting.pop(); glyph !== undefined; glyph = waiting.pop()) {
    for (const part of compositeParts(data, glyf + loca[glyph]!, loca[glyph + 1]! - loca[glyph]!)) keep(part);
    for (const edge of substitutions.get(glyph) ?? []) if (edge.from.every((from) => kept.has(from))) edge.to.forEach(keep);
  }

  // The kept outlines without their hinting instructions (resvg does not hint), one after another, each on
  // a four-byte boundary; `loca` in 16-bit words if it can be.
  const drawn = Array.from({ length: glyphCount }, (_, glyph) => (kept.has(glyph) ? withoutInstructions(data.subarray(glyf + loca[glyph]!, glyf + loca[glyph + 1]!)) : undefined));
  const outlines = Buffer.alloc(drawn.reduce((total, outline) => total + (outline ? outline.length + padding(outline.length) : 0), 0));
  const short = outlines.length <= 0x1fffe;
  const newLoca = Buffer.alloc((short ? 2 : 4) * (glyphCount + 1));
  let at = 0;
  for (let glyph = 0; glyph <= glyphCount; glyph++) {
    if (short) newLoca.writeUInt16BE(at / 2, 2 * glyph);
    else newLoca.writeUInt32BE(at, 4 * glyph);
    const outline = drawn[glyph];
    if (!outline) continue;
    outline.copy(outlines, at);
    at += outline.length + padding(outline.length);
  }

  const contents = new Map<string, Buffer>();
  for (const [tag, entry] of tables) if (!LEFT_OUT.has(tag)) contents.set(tag, data.subarray(entry.offset, entry.offset + entry.length));
  const newHead = Buffer.from(contents.get('head')!);
  newHead.writeInt16BE(short ? 0 : 1, 50);
  contents.set('head', newHead);
  contents.set('loca', newLoca);
  contents.set('glyf', outlines);
  if (contents.has('post')) {
    const post = Buffer.from(contents.get('post')!.subarray(0, 32));
    post.writeUInt32BE(0x00030000, 0);
    contents.set('post', post);
  }
  if (contents.has('name')) contents.set('name', namesOfTheFace(contents.get('name')!));
  return writeFont(data, contents);
}

/**
 * Tables nothing that draws a card reads: hinting programs and their values (resvg draws outlines
 * unhinted), the legacy kerning table (a shaper applies it only to a font with no kerning in GPOS),
 * the math layout table, and FontForge's timestamps.
 */
const LEFT_OUT = new Set(['fpgm', 'prep', 'cvt ', 'hdmx', 'LTSH', 'VDMX', 'kern', 'MATH', 'FFTM']);

/** A glyph's outline without hinting instructions (the same points and contours). */
function withoutInstructions(outline: Buffer): Buffer {
  if (outline.length === 0) return outline;
  const contours = outline.readInt16BE(0);
  if (contours >= 0) {
    // Simple: the header, the contours' last points, the instructions' length and instructions, then the points.
    const lengthAt = 10 + 2 * contours;
    const instructions = outline.readUInt16BE(lengthAt);
    const stripped = Buffer.concat([outline.subarray(0, lengthAt + 2), outline.subarray(lengthAt + 2 + instructions)]);
    stripped.writeUInt16BE(0, lengthAt);
    return stripped;
  }
  // Composite: the instructions, if any, follow the last part; the flag that says so goes from every part.
  const stripped = Buffer.from(outline);
  let at = 10;
  for (;;) {
    const flags = stripped.readUInt16BE(at);
    stripped.writeUInt16BE(flags & ~0x0100, at);
    at += 4 + (flags & 0x0001 ? 4 : 2) + (flags & 0x0008 ? 2 : flags & 0x0040 ? 4 : flags & 0x0080 ? 8 : 0);
    if (!(flags & 0x0020)) return stripped.subarray(0, at);
  }
}

/** The name table with only the records that name the face (family, style, full and PostScript names). */
function namesOfTheFace(table: Buffer): Buffer {
  const count = table.readUInt16BE(2);
  const storage = table.readUInt16BE(4);
  const records: Array<{ head: Buffer; text: Buffer }> = [];
  for (let index = 0; index < count; index++) {
    const record = 6 + 12 * index;
    if (![1, 2, 4, 6, 16, 17].includes(table.readUInt16BE(record + 6))) continue;
    const start = storage + table.readUInt16BE(record + 10);
    records.push({ head: table.subarray(record, record + 8), text: table.subarray(start, start + table.readUInt16BE(record + 8)) });
  }
  const header = Buffer.alloc(6 + 12 * records.length);
  header.writeUInt16BE(records.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  records.forEach(({ head, text }, index) => {
    // Platform, encoding, language and name, then the text's length and where it starts in the storage.
    head.copy(header, 6 + 12 * index);
    header.writeUInt16BE(text.length, 6 + 12 * index + 8);
    header.writeUInt16BE(offset, 6 + 12 * index + 10);
    offset += text.length;
  });
  return Buffer.concat([header, ...records.map((record) => record.text)]);
}

function padding(length: number): number {
  return (4 - (length % 4)) % 4;
}

export function tableDirectory(data: Buffer): Map<string, TableEntry> {
  const tables = new Map<string, TableEntry>();
  const count = data.readUInt16BE(4);
  for (let index = 0; index < count; index++) {
    const record = 12 + 16 * index;
    tables.set(data.toString('latin1', record, record + 4), { offset: data.readUInt32BE(record + 8), length: data.readUInt32BE(record + 12) });
  }
  return tables;
}

/** The font again with these tables, in tag order, each on a four-byte boundary (checksums left at 0: no reader we use checks them). */
function writeFont(original: Buffer, contents: Map<string, Buffer>): Buffer {
  const tags = [...contents.keys()].sort();
  const directory = Buffer.alloc(12 + 16 * tags.length);
  original.copy(directory, 0, 0, 4);
  // The number of tables, and the fields a binary search over them starts from.
  const power = 2 ** Math.floor(Math.log2(tags.length));
  directory.writeUInt16BE(tags.length, 4);
  directory.writeUInt16BE(power * 16, 6);
  directory.writeUInt16BE(Math.log2(power), 8);
  directory.writeUInt16BE(tags.length * 16 - power * 16, 10);
  const parts: Buffer[] = [directory];
  let offset = directory.length;
  tags.forEach((tag, index) => {
    const body = contents.get(tag)!;
    const record = 12 + 16 * index;
    directory.write(tag, record, 'latin1');
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(body.length, record + 12);
    parts.push(body, Buffer.alloc(padding(body.length)));
    offset += body.length + padding(body.length);
  });
  return Buffer.concat(parts);
}

export function glyphOffsets(data: Buffer, offset: number, glyphCount: number, long: boolean): Uint32Array {
  const offsets = new Uint32Array(glyphCount + 1);
  for (let glyph = 0; glyph <= glyphCount; glyph++) offsets[glyph] = long ? data.readUInt32BE(offset + 4 * glyph) : 2 * data.readUInt16BE(offset + 2 * glyph);
  return offsets;
}

/** Visits every character of the font's Unicode map (format 12 if it has one, else format 4) with its glyph. */
export function mappedCharacters(data: Buffer, cmap: number, visit: (code: number, glyph: number) => void): void {
  let segmented: number | undefined;
  let full: number | undefined;
  for (let index = 0; index < data.readUInt16BE(cmap + 2); index++) {
    const record = cmap + 4 + 8 * index;
    const platform = data.readUInt16BE(record);
    const encoding = data.readUInt16BE(record + 2);
    const subtable = cmap + data.readUInt32BE(record + 4);
    const format = data.readUInt16BE(subtable);
    if (format === 12 && (platform === 0 || (platform === 3 && encoding === 10))) full = subtable;
    if (format === 4 && (platform === 0 || (platform === 3 && encoding === 1))) segmented = subtable;
  }
  if (full !== undefined) {
    for (let group = 0; group < data.readUInt32BE(full + 12); group++) {
      const record = full + 16 + 12 * group;
      const first = data.readUInt32BE(record);
      const glyph = data.readUInt32BE(record + 8);
      for (let code = first; code <= data.readUInt32BE(record + 4); code++) visit(code, glyph + code - first);
    }
    return;
  }
  if (segmented === undefined) throw new Error('the font has no Unicode character map');
  const table = segmented;
  const segments = data.readUInt16BE(table + 6) / 2;
  const ends = table + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  for (let segment = 0; segment < segments; segment++) {
    const start = data.readUInt16BE(starts + 2 * segment);
    const delta = data.readUInt16BE(deltas + 2 * segment);
    const rangeOffset = data.readUInt16BE(rangeOffsets + 2 * segment);
    // The last segment ends the table at 0xFFFF, which is no character.
    for (let code = start; code <= data.readUInt16BE(ends + 2 * segment) && code < 0xffff; code++) {
      const glyph = rangeOffset === 0 ? code : data.readUInt16BE(rangeOffsets + 2 * segment + rangeOffset + 2 * (code - start));
      if (rangeOffset === 0 || glyph !== 0) visit(code, (glyph + delta) & 0xffff);
    }
  }
}

/** The glyphs a composite glyph's outline is made of (none for a simple or empty glyph). */
function compositeParts(data: Buffer, offset: number, length: number): number[] {
  if (length === 0 || data.readInt16BE(offset) >= 0) return [];
  const parts: number[] = [];
  let at = offset + 10;
  for (;;) {
    const flags = data.readUInt16BE(at);
    parts.push(data.readUInt16BE(at + 2));
    // Arguments as words or bytes, then a scale, an x and y scale, or a two-by-two matrix.
    at += 4 + (flags & 0x0001 ? 4 : 2) + (flags & 0x0008 ? 2 : flags & 0x0040 ? 4 : flags & 0x0080 ? 8 : 0);
    if (!(flags & 0x0020)) return parts;
  }
}

/** What a substitution may turn into what: when every glyph of `from` is drawn, those of `to` may be. */
export interface SubstitutionEdge {
  from: number[];
  to: number[];
}

/**
 * Every substitution of the font's GSUB table as glyphs in and glyphs out, whatever script, feature or
 * context would apply it: more than shaping ever does, which only keeps more outlines. Contextual lookups
 * substitute through other lookups, which are read here in their own right.
 */
function substitutionEdges(data: Buffer, gsub: number): SubstitutionEdge[] {
  const edges: SubstitutionEdge[] = [];
  const lookups = gsub + data.readUInt16BE(gsub + 8);
  for (let index = 0; index < data.readUInt16BE(lookups); index++) {
    for (const { type, at } of lookupSubtables(data, lookups, index, 7)) substitutionsOf(data, type, at, edges);
  }
  return edges;
}

/**
 * The subtables of lookup number `lookup` of a GSUB or GPOS lookup list, each with its type; extension
 * subtables (type `extension`: 7 in GSUB, 9 in GPOS) opened to the subtable they hold.
 */
export function lookupSubtables(data: Buffer, lookupList: number, lookup: number, extension: number): Array<{ type: number; at: number }> {
  const table = lookupList + data.readUInt16BE(lookupList + 2 + 2 * lookup);
  const type = data.readUInt16BE(table);
  const found: Array<{ type: number; at: number }> = [];
  for (let index = 0; index < data.readUInt16BE(table + 4); index++) {
    const at = table + data.readUInt16BE(table + 6 + 2 * index);
    found.push(type === extension ? { type: data.readUInt16BE(at + 2), at: at + data.readUInt32BE(at + 4) } : { type, at });
  }
  return found;
}

/** The substitutions of a GSUB subtable of type `kind` (single, multiple, alternate, ligature, reverse chaining; others have none of their own) added to `edges`. */
export function substitutionsOf(data: Buffer, kind: number, subtable: number, edges: SubstitutionEdge[]): void {
  // Contextual substitutions (5, 6) name other lookups rather than glyphs.
  if (![1, 2, 3, 4, 8].includes(kind)) return;
  const format = data.readUInt16BE(subtable);
  const covered = coverage(data, subtable + data.readUInt16BE(subtable + 2));
  const list = (at: number) => Array.from({ length: data.readUInt16BE(at) }, (_, index) => data.readUInt16BE(at + 2 + 2 * index));
  if (kind === 1 && format === 1) {
    const delta = data.readInt16BE(subtable + 4);
    for (const glyph of covered) edges.push({ from: [glyph], to: [(glyph + delta) & 0xffff] });
  } else if (kind === 1 && format === 2) {
    const substitutes = list(subtable + 4);
    covered.forEach((glyph, index) => edges.push({ from: [glyph], to: [substitutes[index]!] }));
  } else if (kind === 2 || kind === 3) {
    // A sequence of glyphs for each covered one, or its alternates: the same layout.
    covered.forEach((glyph, index) => edges.push({ from: [glyph], to: list(subtable + data.readUInt16BE(subtable + 6 + 2 * index)) }));
  } else if (kind === 4) {
    covered.forEach((glyph, index) => {
      const set = subtable + data.readUInt16BE(subtable + 6 + 2 * index);
      for (let ligature = 0; ligature < data.readUInt16BE(set); ligature++) {
        const at = set + data.readUInt16BE(set + 2 + 2 * ligature);
        const components = Array.from({ length: data.readUInt16BE(at + 2) - 1 }, (_, component) => data.readUInt16BE(at + 4 + 2 * component));
        edges.push({ from: [glyph, ...components], to: [data.readUInt16BE(at)] });
      }
    });
  } else if (kind === 8) {
    const backtrack = data.readUInt16BE(subtable + 4);
    const lookahead = subtable + 6 + 2 * backtrack;
    const substitutes = list(lookahead + 2 + 2 * data.readUInt16BE(lookahead));
    covered.forEach((glyph, index) => edges.push({ from: [glyph], to: [substitutes[index]!] }));
  }
}

/** The glyphs of a coverage table, in coverage order. */
export function coverage(data: Buffer, table: number): number[] {
  const glyphs: number[] = [];
  const count = data.readUInt16BE(table + 2);
  if (data.readUInt16BE(table) === 1) {
    for (let index = 0; index < count; index++) glyphs.push(data.readUInt16BE(table + 4 + 2 * index));
  } else {
    for (let index = 0; index < count; index++) {
      const record = table + 4 + 6 * index;
      for (let glyph = data.readUInt16BE(record); glyph <= data.readUInt16BE(record + 2); glyph++) glyphs.push(glyph);
    }
  }
  return glyphs;
}
