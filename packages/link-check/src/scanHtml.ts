import { createRequire } from 'node:module';
import type * as Htmlparser2 from 'htmlparser2';
import { readOpenTags } from './openTags.js';
import { StringPool, type PagePiece } from '@laguna-docs/shared';
import { collector, SCANNED_ATTRIBUTES, srcsetUrls, type ScannedPage } from './collectLinks.js';
import { scanAroundPieces } from './scanPieces.js';

/**
 * Collects the ids and links of an HTML page. Pages are read with `readOpenTags`, which reads them the way
 * htmlparser2 (the parser linkinator uses) does, many times faster; a page it is unsure of is parsed with
 * htmlparser2 itself, so both passes always read the same markup the same way. Text inside `<script>` and
 * `<style>` is not markup and is skipped. The `pieces` of markup the page shares with others (see
 * `PagePiece`) are read once for all of them: the result is the same.
 */
export function scanHtml(html: string, strings: StringPool = new StringPool(), pieces: readonly PagePiece[] = []): ScannedPage {
  if (pieces.length > 0) {
    const page = scanAroundPieces(html, strings, pieces);
    if (page) return page;
  }
  const fast = collector(html.length, strings);
  if (readOpenTags(html, SCANNED_ATTRIBUTES, fast.onOpenTag)) return fast.page;
  return scanHtmlWithParser(html, strings);
}

/** `scanHtml` with htmlparser2 alone. */
export function scanHtmlWithParser(html: string, strings: StringPool = new StringPool()): ScannedPage {
  const { page, onOpenTag } = collector(html.length, strings);
  const parser = new (htmlparser2().Parser)({ onopentag: onOpenTag }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.end(html);
  return page;
}

let loaded: typeof Htmlparser2 | undefined;

/** htmlparser2, loaded on the first page the fast reader is unsure of (most builds have none). */
function htmlparser2(): typeof Htmlparser2 {
  loaded ??= createRequire(import.meta.url)('htmlparser2') as typeof Htmlparser2;
  return loaded;
}

export { StringPool, srcsetUrls, type ScannedPage };
