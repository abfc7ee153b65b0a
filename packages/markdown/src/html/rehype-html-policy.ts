import { manualPage } from '@laguna-docs/shared';
import type { Element, Properties, Root } from 'hast';
import { find, html } from 'property-information';
import type { VFile } from 'vfile';
import { pageData } from '../pageData.js';
import { report } from '../report.js';
import { walkElements } from '../walkElements.js';
import { styleProblems } from './stylePolicy.js';
import { ANIMATION_ELEMENTS, ANIMATION_VALUES, unsafeAnimationValue, unsafeUrl, URL_ATTRIBUTES } from './urlPolicy.js';

/**
 * Elements that run code, embed other documents or act on the whole page rather than their place in it:
 * `<style>` and `<link>` restyle the site, `<base>` re-targets every relative link, `<meta>` can redirect,
 * `<plaintext>` swallows the rest of the page, `<form>` posts what readers type to anywhere, and
 * `<noscript>` is parsed one way here and another in the browser.
 */
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'link', 'base', 'meta', 'plaintext', 'form', 'noscript',
]);
const HINT = 'raw HTML may show anything but may not run code: drop the element or attribute, or ask for a theme component';
const HEAD_BLOCK_HINT = `a page's own <meta> and <link> tags go in a <head> block at the top level of the page; see ${manualPage('docs/guides/writing#raw-html')}`;
const STYLE_HINT = `a style attribute may style its element but not place it over the page or load anything; see ${manualPage('docs/guides/writing#raw-html')}`;

/**
 * The raw HTML policy. Authors are trusted with markup (inline SVG, `<details>`, `<kbd>`), but not with
 * code or the page as a whole: the elements above, `on*` attributes, URLs that run script or make a
 * document of their own (`javascript:`, `data:` other than images) in any attribute that navigates or
 * loads, SVG animations that could set such a URL, and styles that lift an element over the page are
 * errors at their line (the build fails). They are also removed, so nothing unsafe reaches the output
 * of a watch-mode build that shows the errors.
 */
export function rehypeHtmlPolicy() {
  return (tree: Root, file: VFile) => {
    const embeds = pageData(file).embeds ?? [];
    walkElements(tree, (node: Element, parent, index) => {
      // A site component's own markup is the site's code, as the theme's is (the page's text inside it is checked).
      if ((node.data as { siteComponent?: boolean } | undefined)?.siteComponent) return undefined;
      if (node.tagName.toLowerCase() === 'iframe' && embeds.length > 0) {
        const problem = embedProblem(node, embeds);
        if (problem) {
          report(file, { rule: 'forbidden-html', severity: 'error', node, message: problem.message, hint: problem.hint });
          parent.children.splice(index, 1);
          return index;
        }
        const title = node.properties.title;
        if (typeof title !== 'string' || title.trim() === '') {
          // Screen readers announce an iframe by its title: one from its host stands in, with a warning to write a better one.
          const host = new URL(String(node.properties.src).trim()).hostname;
          node.properties.title = embedTitle(host);
          report(file, { rule: 'forbidden-html', severity: 'warning', node, message: `<iframe> from ${host} has no title; it was given "${node.properties.title}"`, hint: 'add title="…" that says what it shows (screen readers announce it)' });
        }
        checkAttributes(node, file);
        sandboxEmbed(node);
        return undefined;
      }
      const tagName = node.tagName.toLowerCase();
      if (tagName === 'head') {
        // One at the top level of the page was taken out before (rehypePageHead).
        report(file, { rule: 'forbidden-html', severity: 'error', node, message: '<head> is allowed only at the top level of the page', hint: 'move the <head> block out of the element it is in' });
        parent.children.splice(index, 1);
        return index;
      }
      if (FORBIDDEN_ELEMENTS.has(tagName)) {
        report(file, { rule: 'forbidden-html', severity: 'error', node, message: `<${node.tagName}> is not allowed in markdown`, hint: tagName === 'meta' || tagName === 'link' ? HEAD_BLOCK_HINT : HINT });
        parent.children.splice(index, 1);
        return index;
      }
      checkAttributes(node, file);
      return undefined;
    });
  };
}

const EMBED_HINT = 'list the host in markdown.embeds in the config, and embed over https with a title';

/**
 * Why an `<iframe>` may not be published, when the site allows embeds (config `markdown.embeds`): its `src`
 * must be an https URL of a listed host, it must have a `title` (what screen readers announce), and
 * `srcdoc` (a document written inline) is never allowed.
 */
function embedProblem(node: Element, embeds: readonly string[]): { message: string; hint: string } | undefined {
  const src = typeof node.properties.src === 'string' ? node.properties.src.trim() : '';
  const url = URL.canParse(src) ? new URL(src) : undefined;
  if (node.properties.srcDoc !== undefined) return { message: '<iframe srcdoc> is not allowed in markdown', hint: EMBED_HINT };
  if (!url || url.protocol !== 'https:') return { message: `<iframe> needs an https URL in "src"${src ? `, not "${src}"` : ''}`, hint: EMBED_HINT };
  if (!embeds.includes(url.hostname)) return { message: `<iframe> from ${url.hostname}, which markdown.embeds does not list`, hint: `add "${url.hostname}" to markdown.embeds in the config if you trust it (listed: ${embeds.join(', ')})` };
  return undefined;
}

/** What the common hosts embed, for an iframe without a title. */
const EMBED_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)youtube(-nocookie)?\.com$/, 'YouTube video'],
  [/(^|\.)vimeo\.com$/, 'Vimeo video'],
  [/(^|\.)loom\.com$/, 'Loom video'],
  [/(^|\.)codesandbox\.io$/, 'CodeSandbox example'],
  [/(^|\.)stackblitz\.com$/, 'StackBlitz example'],
  [/(^|\.)codepen\.io$/, 'CodePen example'],
  [/(^|\.)figma\.com$/, 'Figma design'],
  [/(^|\.)google\.com$/, 'Google document'],
];

/** A title for an embed that has none, from its host. */
function embedTitle(host: string): string {
  return EMBED_NAMES.find(([pattern]) => pattern.test(host))?.[1] ?? `Embedded content from ${host}`;
}

/**
 * An allowed embed as published: in a sandbox that lets its own scripts run on its own origin (a video
 * player needs that) but not navigate this page, loaded lazily, and told only this site's origin.
 * The obsolete `frameborder` goes: the theme draws no border.
 */
function sandboxEmbed(node: Element): void {
  delete node.properties.frameBorder;
  node.properties.sandbox = ['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-presentation'];
  node.properties.loading = 'lazy';
  node.properties.referrerPolicy = 'strict-origin-when-cross-origin';
}

/** The attribute name of each property name met, in lower case (every element of every page is checked). */
const attributeNames = new Map<string, string>();

function attributeName(property: string): string {
  let attribute = attributeNames.get(property);
  if (attribute === undefined) {
    attribute = find(html, property).attribute.toLowerCase();
    if (attributeNames.size < 2_000) attributeNames.set(property, attribute);
  }
  return attribute;
}

function checkAttributes(node: Element, file: VFile): void {
  const tagName = node.tagName.toLowerCase();
  const refuse = (property: string, what: string, hint = HINT) => {
    report(file, { rule: 'forbidden-html', severity: 'error', node, message: `${what} on <${node.tagName}> is not allowed in markdown`, hint });
    delete node.properties[property];
  };
  for (const property in node.properties) {
    if (!Object.hasOwn(node.properties, property)) continue;
    const value: Properties[string] = node.properties[property];
    const attribute = attributeName(property);
    if (property === 'dangerouslySetInnerHTML') {
      // From MDX: markup as a string, which no policy could see.
      refuse(property, 'dangerouslySetInnerHTML');
    } else if (/^on[a-z]/.test(attribute)) {
      refuse(property, `event handler attribute "${attribute}"`);
    } else if (URL_ATTRIBUTES.has(attribute)) {
      const problem = unsafeUrl(value, tagName);
      if (problem) refuse(property, `a ${problem} URL in "${attribute}"`);
    } else if (ANIMATION_ELEMENTS.has(tagName) && ANIMATION_VALUES.has(attribute)) {
      const problem = unsafeAnimationValue(value);
      if (problem) refuse(property, `a ${problem} URL in the animation value "${attribute}"`);
    } else if (ANIMATION_ELEMENTS.has(tagName) && attribute === 'attributename' && /^on/i.test(String(value).trim())) {
      refuse(property, `animating the event handler "${String(value).trim()}"`);
    } else if (attribute === 'style') {
      const problems = styleProblems(String(value));
      if (problems.length > 0) refuse(property, `a style attribute using ${problems.join(', ')}`, STYLE_HINT);
    } else if (attribute === 'name' && tagName === 'img') {
      // `document.<name>` would be the image, shadowing the document's own properties.
      refuse(property, 'the attribute "name"', 'use id instead of name');
    }
  }
}
