// Expected failures of a content source, whatever the technology behind it. Callers branch on
// `code`; the message is for the log.
export type ContentSourceErrorCode =
  /** The upstream did not answer in time, retries included. */
  | 'content_timeout'
  /** The upstream answered with a server error or could not be reached. */
  | 'content_unavailable'
  /** The upstream refused the request (bad credentials, unknown dataset, bad query). */
  | 'content_rejected'
  /** The answer arrived but is not the shape the queries promise. */
  | 'content_malformed';

export class ContentSourceError extends Error {
  override readonly name = 'ContentSourceError';

  constructor(
    readonly code: ContentSourceErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
