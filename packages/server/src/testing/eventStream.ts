import http from 'node:http';
import { EVENTS_PATH } from '../liveReload.js';

/** One server-sent event. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** A test's connection to the dev server's event stream. */
export interface EventStreamClient {
  /** Resolves with the next event named `name` not yet taken (including ones already received). */
  next(name: string): Promise<StreamEvent>;
  close(): void;
}

/** Connects to the event stream as a page would, collecting events until closed. */
export function openEventStream(port: number): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const received: StreamEvent[] = [];
    const waiting: Array<{ name: string; done: (event: StreamEvent) => void }> = [];
    const deliver = () => {
      for (const waiter of [...waiting]) {
        const index = received.findIndex((event) => event.event === waiter.name);
        if (index === -1) continue;
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.done(received.splice(index, 1)[0]!);
      }
    };
    const request = http.get({ host: '127.0.0.1', port, path: EVENTS_PATH, agent: false }, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event && data) received.push({ event, data: JSON.parse(data) as unknown });
        }
        deliver();
      });
      resolve({
        next: (name) =>
          new Promise((done) => {
            waiting.push({ name, done });
            deliver();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      // Closing the stream ourselves is not a failure.
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}
