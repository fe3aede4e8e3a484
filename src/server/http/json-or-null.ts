/** A raw webhook body read as JSON, or null when it is not JSON (the route then answers 400). */
export function jsonOrNull(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
