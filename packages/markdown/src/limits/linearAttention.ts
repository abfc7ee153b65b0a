import { attention } from 'micromark-core-commonmark';

type Resolver = NonNullable<typeof attention.resolveAll>;
type Events = Parameters<Resolver>[0];
type Context = Parameters<Resolver>[1];
type Token = Events[number][1];

/** One run of `*` or `_` as micromark's matching sees it. */
interface Sequence {
  token: Token;
  marker: number;
  /** Markers left (matching uses them up, one or two at a time). */
  length: number;
  canOpen: boolean;
  canClose: boolean;
  /** Its place in the paragraph. */
  order: number;
  matched: boolean;
  /** The runs before and after it still in play (not yet used up or made text). */
  previous?: Sequence | undefined;
  next?: Sequence | undefined;
}

/**
 * micromark's emphasis matching (`attention.resolveAll`), made linear where it was quadratic: for each
 * run that can close, it walks back over every earlier event of the paragraph looking for an opener, and
 * reads each candidate's text to compare markers; runs that never match (a line of `*a_ `) make that walk
 * every time. This first works out which runs will match at all, the way micromark does (see `simulate`),
 * then marks the runs that never match as neither opener nor closer and lets micromark match the rest.
 * The result is micromark's own, event for event (see the test against the original).
 */
export const linearAttention = { ...attention, name: 'linearAttention', resolveAll: resolveLinearly };

function resolveLinearly(events: Events, context: Context): Events {
  const sequences: Sequence[] = [];
  for (const [kind, token] of events) {
    if (kind !== 'enter' || token.type !== 'attentionSequence') continue;
    sequences.push({
      token,
      marker: context.sliceSerialize(token).charCodeAt(0),
      length: token.end.offset - token.start.offset,
      canOpen: Boolean(token._open),
      canClose: Boolean(token._close),
      order: sequences.length,
      matched: false,
    });
  }
  if (sequences.length > 1) simulate(sequences);
  for (const sequence of sequences) {
    if (sequence.matched) continue;
    sequence.token._open = false;
    sequence.token._close = false;
  }
  return attention.resolveAll!(events, context);
}

/**
 * Marks each of `sequences` (in order) that micromark's matching would match at least once. micromark
 * takes each run that can close in turn and pairs it with the nearest earlier opener of its marker that
 * the rule of three allows (on the lengths left), one or two markers at a time; the runs between the two
 * are then matched among themselves alone (lengths may have changed since they failed) and become text.
 * Here openers wait on a stack per marker, and per kind of closer (can it open, its length modulo 3) a
 * floor marks the depth below which every opener refused it, until one of them is used.
 */
function simulate(sequences: Sequence[]): void {
  sequences.forEach((sequence, index) => {
    sequence.previous = sequences[index - 1];
    sequence.next = sequences[index + 1];
  });
  const stacks = new Map<number, Sequence[]>();
  const floors = new Map<string, number>();
  const stackOf = (marker: number) => {
    let stack = stacks.get(marker);
    if (!stack) stacks.set(marker, (stack = []));
    return stack;
  };
  for (let closer: Sequence | undefined = sequences[0]; closer; closer = closer.next) {
    const stack = stackOf(closer.marker);
    while (closer.canClose && closer.length > 0) {
      const key = `${closer.marker}:${closer.canOpen}:${closer.length % 3}`;
      const floor = Math.min(floors.get(key) ?? 0, stack.length);
      let found = -1;
      for (let index = stack.length - 1; index >= floor; index--) {
        const opener = stack[index]!;
        // micromark's rule of three, on the lengths left.
        if ((opener.canClose || closer.canOpen) && closer.length % 3 && !((opener.length + closer.length) % 3)) continue;
        found = index;
        break;
      }
      if (found < 0) {
        floors.set(key, stack.length);
        break;
      }
      const opener = stack[found]!;
      const use = opener.length > 1 && closer.length > 1 ? 2 : 1;
      opener.length -= use;
      closer.length -= use;
      opener.matched = closer.matched = true;
      // The runs between the two are matched among themselves, then are text.
      const between: Sequence[] = [];
      for (let inner = closer.previous; inner && inner !== opener; inner = inner.previous) between.push(inner);
      opener.next = closer;
      closer.previous = opener;
      if (between.length > 1) simulate(between.reverse());
      // No floor stands above an opener that changed or above where new ones will be pushed.
      stack.length = found + 1;
      lower(floors, closer.marker, found);
      for (const [marker, other] of stacks) {
        if (marker === closer.marker) continue;
        while (other.length > 0 && other.at(-1)!.order > opener.order) other.pop();
        lower(floors, marker, other.length);
      }
      if (opener.length === 0) {
        stack.pop();
        unlink(opener);
      }
    }
    if (closer.length === 0) unlink(closer);
    else if (closer.canOpen) stack.push(closer);
  }
}

/** Takes a used-up run out of play; its own `next` stays, so a walk standing on it goes on. */
function unlink(sequence: Sequence): void {
  if (sequence.previous) sequence.previous.next = sequence.next;
  if (sequence.next) sequence.next.previous = sequence.previous;
}

function lower(floors: Map<string, number>, marker: number, to: number): void {
  for (const [key, value] of floors) if (value > to && key.startsWith(`${marker}:`)) floors.set(key, to);
}

/**
 * Parses emphasis with `linearAttention` instead of micromark's own construct: tried first at `*` and `_`
 * (it tokenizes the same way, so the original is never reached), and first among the resolvers micromark
 * runs inside links and emphasis, after which the original finds nothing left to match.
 */
export function remarkLinearAttention(this: { data(): unknown }) {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push({ text: { 42: linearAttention, 95: linearAttention }, insideSpan: { null: [linearAttention] } });
}
