import { describe, expect, it } from 'vitest';
import type { PageParseInput } from '../../parseInput.js';
import { DONE, ENDED, FAILED, HEADER, PENDING, READY, WANTED, WORKING, ParseAhead, type ParseAheadJob } from './parseAhead.js';

/**
 * A stand-in for the compiled helper (parseWorker.ts, tested end to end in parseAhead.e2e.test.ts): it
 * speaks the same protocol, "parses" a page by upper-casing its body after `delay` ms, and misbehaves as
 * `behaviour` says: `fail` gives up on the page whose body is "fail", `die` ends the thread there.
 */
function fakeHelper(behaviour: 'parse' | 'fail' | 'die', delay = 0): URL {
  const code = `
    import { workerData } from 'node:worker_threads';
    const { port, shared } = workerData;
    const states = new Int32Array(shared);
    const [WANTED, READY, ENDED, HEADER, PENDING, WORKING, DONE, FAILED] = ${JSON.stringify([WANTED, READY, ENDED, HEADER, PENDING, WORKING, DONE, FAILED])};
    process.on('exit', () => Atomics.store(states, ENDED, 1));
    let order = 0;
    port.once('message', ({ inputs }) => {
      let next = 0;
      for (;;) {
        let index = Atomics.exchange(states, WANTED, 0) - 1;
        if (index < 0 || Atomics.load(states, HEADER + index) !== PENDING) {
          while (next < inputs.length && Atomics.load(states, HEADER + next) !== PENDING) next++;
          if (next === inputs.length) break;
          index = next;
        }
        Atomics.store(states, HEADER + index, WORKING);
        const until = Date.now() + ${delay};
        while (Date.now() < until);
        const body = inputs[index].body;
        if (body === 'die' && ${JSON.stringify(behaviour)} === 'die') process.exit(1);
        if (body === 'fail' && ${JSON.stringify(behaviour)} === 'fail') {
          Atomics.store(states, HEADER + index, FAILED);
        } else {
          port.postMessage({ index, text: JSON.stringify({ body: body.toUpperCase(), order: order++ }) });
          Atomics.store(states, HEADER + index, DONE);
        }
        Atomics.notify(states, HEADER + index);
      }
      port.close();
    });
    Atomics.store(states, READY, 1);
  `;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

const job = (key: string, body = key): ParseAheadJob => ({ key, input: { body } as PageParseInput });
const read = (text: string | undefined) => (text === undefined ? undefined : (JSON.parse(text) as { body: string; order: number }));

describe('ParseAhead', () => {
  it('gives each page the helper parsed, once per time it was sent, and nothing for a page it was not sent', async () => {
    const ahead = new ParseAhead(fakeHelper('parse'));
    try {
      expect(ahead.send([job('a'), job('b'), job('a'), job('c')], new Map())).toBe(3);
      expect(read(ahead.take('c'))?.body).toBe('C');
      expect(read(ahead.take('a'))?.body).toBe('A');
      // Sent twice (an untranslated page is asked for by each locale): parsed once, given twice.
      expect(read(ahead.take('a'))?.body).toBe('A');
      expect(ahead.take('a')).toBeUndefined();
      expect(read(ahead.take('b'))?.body).toBe('B');
      expect(ahead.take('d')).toBeUndefined();
    } finally {
      await ahead.stop();
    }
  });

  it('has the helper parse the page this thread waits for next', async () => {
    const ahead = new ParseAhead(fakeHelper('parse', 30));
    try {
      ahead.send(['p0', 'p1', 'p2', 'p3', 'p4', 'p5'].map((key) => job(key)), new Map());
      // In order the last page would be parsed sixth; asked for at once, it comes first or second.
      expect(read(ahead.take('p5'))?.order).toBeLessThanOrEqual(1);
      expect(read(ahead.take('p0'))?.body).toBe('P0');
    } finally {
      await ahead.stop();
    }
  });

  it('gives nothing for a page the helper could not parse, so the build parses it itself', async () => {
    const ahead = new ParseAhead(fakeHelper('fail'));
    try {
      ahead.send([job('a'), job('b', 'fail'), job('c')], new Map());
      expect(ahead.take('b')).toBeUndefined();
      expect(read(ahead.take('c'))?.body).toBe('C');
    } finally {
      await ahead.stop();
    }
  });

  it('does not wait for a helper that has ended, nor for one that is stopped', async () => {
    const ended = new ParseAhead(fakeHelper('die'));
    ended.send([job('a'), job('b', 'die'), job('c')], new Map());
    expect(read(ended.take('a'))?.body).toBe('A');
    expect(ended.take('b')).toBeUndefined();
    expect(ended.take('c')).toBeUndefined();
    await ended.stop();

    const stopped = new ParseAhead(fakeHelper('parse', 50));
    stopped.send([job('a'), job('b'), job('c')], new Map());
    await stopped.stop();
    expect(stopped.take('c')).toBeUndefined();
  });

  it('parses alone when its helper never gets going, after waiting for it once', async () => {
    const stuck = new URL(`data:text/javascript,${encodeURIComponent('await new Promise(() => setInterval(() => {}, 1000));')}`);
    const ahead = new ParseAhead(stuck, { startTimeoutMs: 200 });
    try {
      ahead.send([job('a'), job('b')], new Map());
      const started = performance.now();
      expect(ahead.take('a')).toBeUndefined();
      expect(performance.now() - started).toBeGreaterThanOrEqual(200);
      const again = performance.now();
      expect(ahead.take('b')).toBeUndefined();
      // Not a second wait for the helper: the first one gave up on it.
      expect(performance.now() - again).toBeLessThan(200);
    } finally {
      await ahead.stop();
    }
  });

  it('takes no more pages than it has room for; the build parses the others', async () => {
    const ahead = new ParseAhead(fakeHelper('parse'), { limit: 2 });
    try {
      expect(ahead.send([job('a'), job('b'), job('c')], new Map())).toBe(2);
      expect(read(ahead.take('b'))?.body).toBe('B');
      expect(ahead.take('c')).toBeUndefined();
    } finally {
      await ahead.stop();
    }
  });

  it('stops its helper when it is sent nothing to parse', async () => {
    const ahead = new ParseAhead(fakeHelper('parse'));
    expect(ahead.send([], new Map())).toBe(0);
    await ahead.stop();
    expect(ahead.take('a')).toBeUndefined();
  });
});
