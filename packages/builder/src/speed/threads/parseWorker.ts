import { workerData } from 'node:worker_threads';
import { storedParseText } from '../../markdownPage.js';
import { DONE, ENDED, FAILED, HEADER, PENDING, READY, TAKEN, WANTED, WORKING, type ParseAheadPrelude, type ParseAheadResult, type ParseAheadWork } from './parseAhead.js';
import v8 from 'node:v8';

// The helper thread of `ParseAhead`: parses the pages it is sent, the one the build waits for first, and
// posts each page's disk cache entry. See parseAhead.ts for the shared array.
const { port, shared, maxUnread, v8Flags } = workerData as ParseAheadPrelude;
for (const flag of v8Flags) v8.setFlagsFromString(flag);
const states = new Int32Array(shared);

/** The page being parsed, whose waiter is woken should this thread end first. */
let current = -1;

process.on('exit', () => {
  Atomics.store(states, ENDED, 1);
  if (current >= 0) Atomics.notify(states, HEADER + current);
});

function parseAll({ inputs, routesByPath }: ParseAheadWork): void {
  let next = 0;
  let posted = 0;
  for (;;) {
    // The page the build waits for, else the next one in its order while the build keeps up reading.
    let index = Atomics.exchange(states, WANTED, 0) - 1;
    if (index < 0 || Atomics.load(states, HEADER + index) !== PENDING) {
      while (next < inputs.length && Atomics.load(states, HEADER + next) !== PENDING) next++;
      if (next === inputs.length) break;
      const read = Atomics.load(states, TAKEN);
      if (posted - read >= maxUnread) {
        // Woken when the build asks for a page; reading results it does not announce, so look again soon.
        Atomics.wait(states, TAKEN, read, 50);
        continue;
      }
      index = next;
    }
    const slot = HEADER + index;
    current = index;
    Atomics.store(states, slot, WORKING);
    try {
      port.postMessage({ index, text: storedParseText(inputs[index]!, routesByPath) } satisfies ParseAheadResult);
      posted += 1;
      Atomics.store(states, slot, DONE);
    } catch {
      // The build parses the page itself, and reports what goes wrong there.
      Atomics.store(states, slot, FAILED);
    }
    Atomics.notify(states, slot);
  }
  current = -1;
  port.close();
}

Atomics.store(states, READY, 1);
port.once('message', parseAll);
