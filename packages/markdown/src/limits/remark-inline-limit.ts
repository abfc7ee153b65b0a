import type { Processor } from 'unified';
import { LimitError, MARKDOWN_LIMITS } from './limits.js';

/** The parts of micromark's tokenizer this plugin uses (micromark-util-types, not a dependency of ours). */
interface TokenizeContext {
  now(): { line: number };
  /** Made anew for each tokenizer: one per paragraph, heading or table cell of running text. */
  sliceStream: object;
}
type State = (code: number | null) => State | undefined;
interface Construct {
  name: string;
  tokenize(this: TokenizeContext, effects: unknown, ok: State, nok: State): State;
}

/**
 * `*`, `_`, `` ` ``, `~`, `[`, `]`, `!`, `<`: where emphasis, code, strikethrough, links, images and
 * autolinks start, and where links end (each `]` looks back for its `[`).
 */
const MARKERS = [42, 95, 96, 126, 91, 93, 33, 60];

/** Markers seen so far per tokenizer of running text, and the line of its first. */
const seen = new WeakMap<object, { count: number; line: number }>();

/**
 * Counts the markers of each paragraph (more exactly, each piece of running text micromark tokenizes on its
 * own) as micromark comes to them, and stops the parse with a `LimitError` at the paragraph's first marker
 * once there are more than `MARKDOWN_LIMITS.inlineMarkers`. micromark matches emphasis by walking back over
 * every earlier marker of the paragraph and looks ahead to the paragraph's end for each code span's closing
 * backticks: a 48 KB line of `*a_ ` took half a minute. The count is a construct tried before the real
 * ones at each marker that always fails, so it changes nothing that is parsed.
 */
export function remarkInlineLimit(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  const counter: Construct = {
    name: 'lagunaInlineLimit',
    tokenize(_effects, _ok, nok) {
      let entry = seen.get(this.sliceStream);
      if (!entry) {
        entry = { count: 0, line: this.now().line };
        seen.set(this.sliceStream, entry);
      }
      if (++entry.count > MARKDOWN_LIMITS.inlineMarkers) {
        throw new LimitError(
          `this paragraph has more than ${MARKDOWN_LIMITS.inlineMarkers.toLocaleString('en')} emphasis, code or link markers (* _ \` ~ [ ] ! <)`,
          entry.line,
          'parsing that many takes very long: split the paragraph, or put the text in a code block',
        );
      }
      return nok;
    },
  };
  (data.micromarkExtensions ??= []).push({ text: Object.fromEntries(MARKERS.map((code) => [code, counter])) });
}
