// One deadline for a whole upstream call, retries included: the work gets an AbortSignal to pass
// to fetch, and the caller gets an answer by the deadline even when the work ignores the signal.
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>, onTimeout: () => Error): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(onTimeout());
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
