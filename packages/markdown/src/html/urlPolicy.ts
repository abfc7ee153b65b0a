import type { Properties } from 'hast';
import { urlAsRead } from '@laguna-docs/shared';

/** Attributes that hold a URL a browser would follow, load or submit to. */
export const URL_ATTRIBUTES = new Set([
  'href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'cite', 'background', 'srcset', 'data', 'ping', 'longdesc', 'manifest', 'icon',
]);

/** SVG animation elements: they set another attribute (an `href`, say) to their `values`/`to`/`from`/`by`. */
export const ANIMATION_ELEMENTS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor', 'discard']);
export const ANIMATION_VALUES = new Set(['values', 'to', 'from', 'by']);

/** Elements whose `src`/`srcset`/`href` only ever draws an image, where a `data:image/…` URL is harmless. */
const IMAGE_ELEMENTS = new Set(['img', 'source', 'image', 'feimage', 'picture']);

/** What is wrong with a URL-valued attribute, or undefined when nothing is. */
export type UrlProblem = 'javascript:' | 'vbscript:' | 'data:';

/**
 * The unsafe scheme a URL attribute's value starts with, read as browsers read it (they skip whitespace and
 * control characters anywhere in the scheme). `data:` is allowed only as an image drawn by an image element;
 * anywhere else it makes a document of its own. `srcset` arrives as a list of candidates.
 */
export function unsafeUrl(value: Properties[string], tagName: string): UrlProblem | undefined {
  const values = Array.isArray(value) ? value : [value];
  for (const entry of values) {
    const scheme = normalise(String(entry));
    if (scheme.startsWith('javascript:')) return 'javascript:';
    if (scheme.startsWith('vbscript:')) return 'vbscript:';
    if (scheme.startsWith('data:') && !(IMAGE_ELEMENTS.has(tagName.toLowerCase()) && scheme.startsWith('data:image/'))) return 'data:';
  }
  return undefined;
}

/**
 * The unsafe scheme anywhere in an SVG animation value (`values` is a `;`-separated list of what the
 * animated attribute becomes in turn). Refused whatever the attribute animated: it might be an `href`.
 */
export function unsafeAnimationValue(value: Properties[string]): UrlProblem | undefined {
  const text = normalise(Array.isArray(value) ? value.join(' ') : String(value));
  if (text.includes('javascript:')) return 'javascript:';
  if (text.includes('vbscript:')) return 'vbscript:';
  if (text.includes('data:')) return 'data:';
  return undefined;
}

/** Read as the site's one URL policy reads a value (`urlAsRead`), so markdown's HTML and fields agree. */
const normalise = urlAsRead;
