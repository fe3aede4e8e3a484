// Issue 31, observation 1: the page writer answered every write with `true`, so a slow client's whole
// page was rendered into memory at once. A client that reads slowly must slow the render instead.
// The client is a stream standing in for the connection, taking 1 KB per turn of the event loop
// when it reads at all: no kernel buffer hides how much the server holds.
import { createServer } from 'node:http';
import { Duplex } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app';

const { app, composition } = await buildTestApp({ env: { DEMO_PRODUCT_COUNT: '300' } });
const server = createServer(app);
afterAll(async () => {
  await composition.close();
});

/** The client's end of one connection: what the server wrote but the client has not yet taken is `held`. */
class SlowClient extends Duplex {
  readonly received: Buffer[] = [];
  maxHeld = 0;
  private pending: Array<{ chunk: Buffer; done: () => void }> = [];
  private reading = false;

  constructor() {
    super({ writableHighWaterMark: 16 * 1024 });
  }

  get held(): number {
    return this.writableLength;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.maxHeld = Math.max(this.maxHeld, this.writableLength);
    this.pending.push({ chunk, done });
    if (this.reading) this.takeNext();
  }

  /** Reads from now on, 1 KB a turn. */
  startReading(): void {
    this.reading = true;
    this.takeNext();
  }

  private takeNext(): void {
    const head = this.pending[0];
    if (!head) return;
    const piece = head.chunk.subarray(0, 1024);
    this.received.push(piece);
    head.chunk = head.chunk.subarray(piece.length);
    if (head.chunk.length === 0) {
      this.pending.shift();
      head.done();
    }
    setImmediate(() => this.takeNext());
  }

  text(): string {
    return Buffer.concat(this.received).toString('utf8');
  }

  // What the HTTP server asks of a connection beside reading and writing.
  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  destroySoon(): void {
    this.end();
  }
}

function open(path: string): SlowClient {
  const client = new SlowClient();
  server.emit('connection', client);
  client.push(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  return client;
}

describe('a client that reads slowly', () => {
  it.each(['/collections/guitar-bass', '/search?q=guitar', '/'])('never makes the server hold the whole of %s: the render waits for the client', async (path) => {
    const fast = open(path);
    fast.startReading();
    await expect.poll(() => fast.text(), { timeout: 20_000 }).toMatch(/<\/html>\s*(0\r\n\r\n)?$/);
    const pageBytes = Buffer.byteLength(fast.text());
    expect(pageBytes).toBeGreaterThan(64 * 1024);

    const slow = open(path);
    // Nothing read yet: the render stops once the connection's buffer is full.
    await expect.poll(() => slow.held, { timeout: 10_000 }).toBeGreaterThan(16 * 1024);
    await new Promise<void>((resolve) => setImmediate(resolve));
    slow.startReading();
    await expect.poll(() => slow.text(), { timeout: 20_000 }).toMatch(/<\/html>\s*(0\r\n\r\n)?$/);
    expect(slow.maxHeld).toBeLessThan(pageBytes / 2);
    expect(slow.maxHeld).toBeLessThan(64 * 1024);
  });
});
