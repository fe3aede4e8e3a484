import { Transform, type TransformCallback } from 'node:stream';
import escapeHtml from 'escape-html';
import { scriptSafeJson } from '../../ui/app-context';
import { DEFERRED_DATA_ATTRIBUTE, hasSettled, isThenable, outcomeNow, track, type Settled } from '../../ui/deferred-data';

/**
 * Collects the promises in each route's top-level loader fields, gives the hydration payload a
 * marker for each, and writes every settled value into the HTML stream as a JSON data block (never
 * run, so no CSP nonce or hash is needed), so the browser's router hydrates the same values the
 * server rendered. The document's closing tags wait
 * for the values still on their way (at most `holdMs`): a part rendered pending needs no Suspense
 * boundary of its own to keep the response open (the listing's rental lines, use-rental-lines.ts).
 */
export class DeferredStream {
  private readonly pending: string[] = [];
  /** Values marked but not yet settled. */
  private waiting = 0;
  /** Set while React has written the document's end and values are still on their way: writes them and the end. */
  private releaseClose: (() => void) | null = null;
  readonly transform: Transform & { flush(): void };

  /**
   * React writes in buffered pieces that may split a tag, then calls `flush()` when a render pass
   * is complete: scripts are only inserted at those points, before the closing `</body></html>`
   * when React has written it. `afterFlush` lets the HTTP response flush (compression buffers).
   */
  constructor(
    afterFlush: () => void = () => {},
    /** Rewrites each whole pass before it goes out (static parts spliced in: static-parts.ts). */
    filter?: (html: Buffer) => Buffer[],
    holdMs: number = COMPLETE_DEFERRED_MS,
  ) {
    const pending = this.pending;
    let buffered: Buffer[] = [];
    const pushHtml = (stream: Transform, html: Buffer) => {
      if (!filter) pushSliced(stream, html);
      else {
        // One buffer a pass, as without the filter: what is downstream (the hole filler, the
        // socket) pays per write, and a page spliced from a hundred parts would be a hundred writes.
        const pieces = filter(html);
        pushSliced(stream, pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces));
      }
    };
    // The document's end, held back until the values on their way are written before it.
    let closeHeld = false;
    let ended: TransformCallback | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      if (!closeHeld) return;
      closeHeld = false;
      this.releaseClose = null;
      clearTimeout(timer);
      pushSliced(transform, Buffer.concat([Buffer.from(pending.splice(0).join('')), DOCUMENT_CLOSE]));
      afterFlush();
      ended?.();
    };
    // Bytes stay bytes: decoding React's output to a string and encoding it again cost a few
    // percent of every render, for the few flushes that actually insert scripts.
    const drain = (stream: Transform) => {
      let html = buffered.length === 1 ? buffered[0]! : Buffer.concat(buffered);
      buffered = [];
      const closes = endsWithDocumentClose(html);
      if (closes && this.waiting > 0 && !closeHeld) {
        closeHeld = true;
        html = html.subarray(0, html.length - DOCUMENT_CLOSE.length);
        this.releaseClose = release;
        timer = setTimeout(release, holdMs);
        timer.unref?.();
      }
      const scripts = pending.splice(0).join('');
      if (!scripts) {
        if (html.length) pushHtml(stream, html);
        return;
      }
      const end = endsWithDocumentClose(html) ? html.length - DOCUMENT_CLOSE.length : html.length;
      if (end) pushHtml(stream, html.subarray(0, end));
      pushSliced(stream, Buffer.from(scripts));
      if (end < html.length) stream.push(html.subarray(end));
    };
    const transform = new Transform({
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        buffered.push(chunk);
        callback();
      },
      flush(callback: TransformCallback) {
        drain(this);
        if (closeHeld) ended = callback;
        else callback();
      },
    });
    this.transform = Object.assign(transform, {
      flush() {
        drain(transform);
        afterFlush();
      },
    });
  }

  /** Loader data as JSON can carry it: promises replaced by markers that are settled later. */
  markers(loaderData: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [routeId, data] of Object.entries(loaderData)) {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        out[routeId] = data;
        continue;
      }
      const fields: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
        if (!isThenable(value)) {
          fields[key] = value;
          continue;
        }
        const id = `${routeId}/${key}`;
        // Settled before the shell (settleWithin): the value travels in the payload, so the browser
        // hydrates with it even when its script runs before the parser reaches a streamed one. (It
        // then hydrated each card's rental line as its own commit once the value came: 240 on a
        // long listing.)
        const now = settledNow(value);
        if (now) {
          fields[key] = { __deferred: id, settled: now };
          continue;
        }
        fields[key] = { __deferred: id };
        this.waiting += 1;
        Promise.resolve(value).then(
          (settled) => this.queue(id, { ok: true, value: settled }),
          (error: unknown) => this.queue(id, { ok: false, message: failureMessage(error) }),
        );
      }
      out[routeId] = fields;
    }
    return out;
  }

  private queue(id: string, settled: Settled) {
    this.pending.push(
      `<script type="application/json" ${DEFERRED_DATA_ATTRIBUTE}="${escapeHtml(id)}">${scriptSafeJson(settled)}</script>`,
    );
    this.waiting -= 1;
    if (this.waiting === 0) this.releaseClose?.();
  }
}

/** What the browser is told of a failure: an error's class name at most, never its message. */
const failureMessage = (error: unknown): string => (error instanceof Error && error.name !== 'Error' ? error.name : 'Unavailable');

/** The outcome of a promise `track` marked settled, as it goes on the wire; null while pending. */
function settledNow(promise: PromiseLike<unknown>): Settled | null {
  const now = outcomeNow(promise);
  if (!now) return null;
  return now.ok ? now : { ok: false, message: failureMessage(now.reason) };
}

const DOCUMENT_CLOSE = Buffer.from('</body></html>');

function endsWithDocumentClose(html: Buffer): boolean {
  return html.length >= DOCUMENT_CLOSE.length && html.subarray(html.length - DOCUMENT_CLOSE.length).equals(DOCUMENT_CLOSE);
}

/**
 * How long a document waits for its deferred data before rendering the shell. What settles by then
 * renders in the shell, in place: a browser without JavaScript sees it (the streamed replacement of
 * a Suspense fallback is done by a script), and no boundary is left to fill in. What takes longer
 * streams in as before. The embedded adapters settle in under a millisecond; a hosted upstream
 * answering from its cache settles well within it, a slow one costs the shell at most this long.
 */
export const INLINE_DEFERRED_MS = 150;

/**
 * With `?complete=1` (the link a deferred part's fallback offers browsers without JavaScript) the
 * document waits for every deferred part before it is sent: the upstream adapters' own deadlines
 * (at most 4 s) end each wait well before this.
 */
export const COMPLETE_DEFERRED_MS = 5_000;
export const COMPLETE_PARAM = 'complete';

/**
 * Waits until every promise in the routes' top-level loader fields has settled, or `ms` has passed,
 * marking each settled promise so that React renders its outcome without suspending.
 */
export async function settleWithin(loaderData: Record<string, unknown>, ms: number = INLINE_DEFERRED_MS): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const data of Object.values(loaderData)) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) continue;
    for (const value of Object.values(data as Record<string, unknown>)) {
      if (isThenable(value) && !hasSettled(value)) pending.push(track(value));
    }
  }
  if (pending.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(pending), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * Loader data as the shell renders it: a promise still pending now stays pending for this render
 * (a fresh promise with the same outcome, never marked), even if it settles before React reaches
 * its part. The payload's markers are written from the same moment, so the server renders what the
 * browser hydrates: a part the payload has no value for is rendered pending on both sides.
 */
export function pendingAsWritten(loaderData: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    if (typeof data !== 'object' || data === null || Array.isArray(data) || !Object.values(data).some((value) => isThenable(value) && !hasSettled(value))) {
      out[routeId] = data;
      continue;
    }
    const fields: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    for (const [key, value] of Object.entries(fields)) {
      if (!isThenable(value) || hasSettled(value)) continue;
      const held = Promise.resolve(value).then((settled) => settled);
      held.catch(() => undefined);
      fields[key] = held;
    }
    out[routeId] = fields;
  }
  return out;
}

/** For JSON responses: waits for every top-level promise and sends its settled form. */
export async function settleDeferred(data: unknown): Promise<unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const entries = await Promise.all(
    Object.entries(data as Record<string, unknown>).map(async ([key, value]) => {
      if (!isThenable(value)) return [key, value] as const;
      try {
        return [key, { __settled: { ok: true, value: await value } satisfies Settled }] as const;
      } catch {
        return [key, { __settled: { ok: false, message: 'Unavailable' } satisfies Settled }] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * A pass goes out in slices of the connection's buffer size (views, not copies): the pipe to the
 * response writes one at a time as a slow client takes them, instead of the whole page at once
 * into the socket's buffer (and the gzip stream's output).
 */
const SLICE_BYTES = 16 * 1024;
function pushSliced(stream: Transform, bytes: Buffer): void {
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) stream.push(bytes.subarray(at, at + SLICE_BYTES));
}
