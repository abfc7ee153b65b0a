/**
 * What makes an SVG file active: opened on its own (a link to it, or its address typed in), a browser
 * shows it as a document of the site's origin and runs whatever script it holds. A content SVG that some
 * page links to is published only when it is a picture and nothing else: no `<script>`, `<foreignObject>`
 * (HTML inside), `<iframe>`/`<embed>`/`<object>`/`<handler>`, event handler attributes, `javascript:`,
 * `vbscript:` or non-image `data:` URLs, animations that could set such a URL, entity declarations (which
 * can hide any of these), and no external references (`<use>`/`<image>`/`<feImage>` of another file,
 * `url(…)` or `@import` of one), which would load or track from outside the site. Its links (`<a href>`)
 * to other sites are fine.
 *
 * The file is read as the XML it must be (attribute values quoted, no `<` inside them); comments are
 * skipped; anything that only looks like markup inside a CDATA section is refused too, to be safe.
 */

/** One reason an SVG file is not published, with its line in the file. */
export interface SvgProblem {
  line: number;
  message: string;
}

const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor']);
const ANIMATED = new Set(['values', 'to', 'from', 'by']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);
/** Elements whose `href` loads another file into the picture. */
const LOADING_ELEMENTS = new Set(['use', 'image', 'feimage', 'tref', 'pattern', 'lineargradient', 'radialgradient', 'filter', 'textpath', 'mpath', 'cursor', 'font-face-uri']);
const TAG = /<([A-Za-z_][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The problems of one SVG file's text, in the order they appear; empty for a picture. */
export function svgProblems(svg: string): SvgProblem[] {
  // Comments blanked out, newlines kept, so offsets still give lines.
  const text = svg.replace(/<!--[\s\S]*?(-->|$)/g, (comment) => comment.replace(/[^\n]/g, ' '));
  const problems: Array<SvgProblem & { at: number }> = [];
  const add = (at: number, message: string) => problems.push({ at, line: lineAt(text, at), message });
  for (const match of text.matchAll(/<!ENTITY/gi)) add(match.index, 'an entity declaration (<!ENTITY>)');
  for (const match of text.matchAll(/@import/gi)) add(match.index, 'a CSS @import');
  for (const match of text.matchAll(/url\(\s*(['"]?)([^'")]*)/gi)) {
    if (!isLocal(decode(match[2]!))) add(match.index, `a reference to another file (url(${match[2]}))`);
  }
  for (const tag of text.matchAll(TAG)) {
    const name = localName(tag[1]!);
    if (ACTIVE_ELEMENTS.has(name)) add(tag.index, `<${tag[1]}>`);
    for (const attribute of tag[2]!.matchAll(ATTRIBUTE)) {
      const attributeName = localName(attribute[1]!);
      const value = decode(attribute[2] ?? attribute[3] ?? '');
      const at = tag.index + tag[1]!.length + 1 + attribute.index;
      const scheme = unsafeScheme(value);
      if (/^on/.test(attributeName)) add(at, `the event handler attribute "${attribute[1]}"`);
      else if (URL_ATTRIBUTES.has(attributeName) && scheme) add(at, `a ${scheme} URL in "${attribute[1]}"`);
      else if (URL_ATTRIBUTES.has(attributeName) && LOADING_ELEMENTS.has(name) && !isLocal(value)) add(at, `a reference to another file (<${tag[1]} ${attribute[1]}="${value}">)`);
      else if (ANIMATIONS.has(name) && ANIMATED.has(attributeName) && /javascript:|vbscript:|data:/.test(squeeze(value))) add(at, `a script URL in the animation value "${attribute[1]}"`);
      else if (ANIMATIONS.has(name) && attributeName === 'attributename' && /^on/i.test(value.trim())) add(at, `an animation of the event handler "${value.trim()}"`);
    }
  }
  return problems.sort((a, b) => a.at - b.at).map(({ line, message }) => ({ line, message }));
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1).toLowerCase();
}

/** XML's character references and predefined entities, resolved as the browser resolves them. */
function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_all, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);/g, (_all, digits: string) => String.fromCodePoint(Math.min(Number(digits), 0x10ffff)))
    .replace(/&(lt|gt|quot|apos);/g, (_all, entity: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'" })[entity]!)
    .replace(/&amp;/g, '&');
}

/** Without the whitespace and control characters browsers skip in a URL's scheme, lower-cased. */
function squeeze(value: string): string {
  return value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
}

function unsafeScheme(value: string): string | undefined {
  const url = squeeze(value);
  if (url.startsWith('javascript:')) return 'javascript:';
  if (url.startsWith('vbscript:')) return 'vbscript:';
  if (url.startsWith('data:') && !url.startsWith('data:image/')) return 'data:';
  return undefined;
}

/** A reference inside the file itself (`#gradient`) or an image carried in it. */
function isLocal(value: string): boolean {
  const url = squeeze(value);
  return url === '' || url.startsWith('#') || (url.startsWith('data:image/') && !url.startsWith('data:image/svg'));
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}
