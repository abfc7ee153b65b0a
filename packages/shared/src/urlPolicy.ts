// The WHATWG URL parser, in Node and in browsers; `shared` is typed without either's library.
declare const URL: { canParse(url: string): boolean };

/**
 * The one policy every URL-valued field of a site passes (front matter, category files, the config, a page's
 * `<head>` block, spec links): which schemes a field of each kind may use. A value is read as a browser
 * reads it before its scheme is judged: HTML character references decoded (`&#106;avascript:`), whitespace
 * and control characters anywhere in it skipped (`java\tscript:`), letters in any case.
 *
 * - `route`: a route of the site, `/docs/intro#part`; a scheme is refused.
 * - `link`: where a reader may be sent: `http:`, `https:`, `mailto:`, `tel:`, or a relative address (a
 *   route, `./other.md`, `#part`).
 * - `external`: a full URL to another site: `http:`, `https:`, `mailto:` or `tel:`.
 * - `image`: an image to load: `http:`, `https:` or a relative address.
 * - `redirect`: where an old route leads: a full `http:`/`https:` URL or a route (as `route`).
 *
 * A protocol-relative `//host/…` (or `/\host`) is another site to a browser: refused in every kind, as a
 * route field's is meant to stay in the site and another site's address is written with its scheme.
 */
export type UrlKind = 'route' | 'link' | 'external' | 'image' | 'redirect';

const SCHEMES: Record<UrlKind, readonly string[]> = {
  route: [],
  link: ['http', 'https', 'mailto', 'tel'],
  external: ['http', 'https', 'mailto', 'tel'],
  image: ['http', 'https'],
  redirect: ['http', 'https'],
};

/** Kinds that take a relative address, and kinds whose relative address must be a route (`/…`, not `//…`). */
const RELATIVE: ReadonlySet<UrlKind> = new Set(['route', 'link', 'image', 'redirect']);
const ROUTE_ONLY: ReadonlySet<UrlKind> = new Set(['route', 'redirect']);

/** Named character references that spell a scheme's parts; numeric ones are decoded whatever they are. */
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', sol: '/', bsol: '\\', period: '.', num: '#' };

/** The value as a browser would judge its scheme: references decoded, whitespace and controls gone, lower case. */
export function urlAsRead(value: string): string {
  const decoded = value.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));?/gi, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return NAMED[name.toLowerCase()] ?? whole;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
  return decoded.replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, '').toLowerCase();
}

/** The scheme of a URL as a browser reads it (`javascript`), or undefined for a relative address. */
export function urlScheme(value: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/.exec(urlAsRead(value))?.[1];
}

/**
 * Why `value` may not be used as a URL of `kind`, or undefined when it may (see `UrlKind`). The message
 * does not quote the value: the caller names the field, and quotes an `excerpt` where it helps.
 */
export function urlProblem(value: string, kind: UrlKind): string | undefined {
  const read = urlAsRead(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(read)?.[1];
  const allowed = SCHEMES[kind];
  const wanted = describeKind(kind);
  if (scheme !== undefined) {
    if (!allowed.includes(scheme)) return `a ${scheme}: URL is not allowed here: ${wanted}`;
    if (/[\u0000-\u001f\u007f]/.test(value)) return `has a control character: ${wanted}`;
    if (!URL.canParse(value)) return `not a URL: ${wanted}`;
    return undefined;
  }
  if (!RELATIVE.has(kind)) return `not a full URL: ${wanted}`;
  // `//host` and `/\host` are another site to a browser, whatever follows.
  if (/^[/\\]{2}/.test(read)) return `an address starting with "//" leads to another site: ${ROUTE_ONLY.has(kind) ? wanted : 'write its scheme, "https://…"'}`;
  if (ROUTE_ONLY.has(kind) && !value.startsWith('/')) return `not a route: ${wanted}`;
  if (/[\u0000-\u001f\u007f]/.test(value)) return `has a control character: ${wanted}`;
  return undefined;
}

function describeKind(kind: UrlKind): string {
  switch (kind) {
    case 'route':
      return 'give a route of the site, such as "/docs/intro"';
    case 'link':
      return 'give an http(s), mailto or tel URL, or a relative address such as "/docs/intro"';
    case 'external':
      return 'give a full http(s), mailto or tel URL, such as "https://example.org"';
    case 'image':
      return 'give an http(s) URL or a path such as "/img/card.png"';
    case 'redirect':
      return 'give a route of the site, such as "/docs/intro", or a full http(s) URL';
  }
}

/** At most a short excerpt of a value, control characters shown as U+FFFD, for messages. */
export function excerpt(value: string, length = 60): string {
  const shown = value.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');
  return shown.length > length ? `${shown.slice(0, length - 1)}…` : shown;
}

/** A file's size as messages give it: `812 KB`, `50.3 MB`. */
export function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The first control character of `text` as messages name it (`U+0007`), or undefined when it has none.
 * `lineBreaks` lets tab, line feed and carriage return through (text over several lines).
 */
export function controlCharacter(text: string, options: { lineBreaks?: boolean } = {}): string | undefined {
  const found = (options.lineBreaks ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/ : /[\u0000-\u001f\u007f]/).exec(text);
  return found ? `U+${found[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}` : undefined;
}
