// @sanity/client and its transport throw several error kinds; the application sees one typed
// ContentSourceError. Anything not recognised here is a bug and is rethrown unchanged.
import { ClientError, ServerError, isTimeoutError } from '@sanity/client';
import { ContentSourceError } from '../groq/content-source-error';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'ENETDOWN', 'EHOSTUNREACH', 'EAI_AGAIN', 'UND_ERR_SOCKET']);

export function translateSanityError(error: unknown, what: string): unknown {
  if (error instanceof ContentSourceError) return error;
  // A 429 is Sanity throttling us: as transient as a 5xx, and the page should fall back the same way.
  if (error instanceof ServerError || (error instanceof ClientError && error.statusCode === 429)) {
    return new ContentSourceError('content_unavailable', `Sanity ${what}: HTTP ${error.statusCode}`, { cause: error });
  }
  if (error instanceof ClientError) {
    return new ContentSourceError('content_rejected', `Sanity ${what}: HTTP ${error.statusCode} ${error.message}`, { cause: error });
  }
  if (isTimeoutError(error) || nameOf(error) === 'TimeoutError') {
    return new ContentSourceError('content_timeout', `Sanity ${what}: timed out`, { cause: error });
  }
  const code = networkCode(error);
  if (code) return new ContentSourceError('content_unavailable', `Sanity ${what}: ${code}`, { cause: error });
  return error;
}

function nameOf(error: unknown): string | undefined {
  return error instanceof Error || error instanceof DOMException ? error.name : undefined;
}

function networkCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return code;
  return networkCode(cause, depth + 1);
}
