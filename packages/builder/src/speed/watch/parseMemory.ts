import type { StoredParse } from '../../parsePages.js';
import { Memo } from './memo.js';

/** At most this many parses are kept: a series of failed builds, which prune nothing, cannot grow it further. */
export const PARSE_MEMORY_CAP = 2_000;

/**
 * Watch mode's parses before they are given a locale (see `speed/keptParse.ts`), by `storedParseKey`, which
 * names no locale: a page that another locale shows untranslated is parsed once per edit, not once per
 * locale, and the edit rendered ahead of a build (`WatchSession.renderEdit`) is not parsed again by it.
 * Like the other memos of a session, it forgets after a good build what that build did not use.
 */
export class ParseMemory extends Memo<StoredParse> {
  constructor(cap = PARSE_MEMORY_CAP) {
    super(cap);
  }
}
