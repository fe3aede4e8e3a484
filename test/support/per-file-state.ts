// Test files share their worker's modules (vitest.config.ts: `isolate: false`): state a support
// module keeps for one file (a composition, a server) is forgotten when that file ends, so the next
// file in the same worker starts from nothing. test/setup.ts runs `endOfFile` after each file.
const forgetters = new Set<() => void | Promise<void>>();

/** Runs `forget` once, when the current test file ends. */
export function forgetAtEndOfFile(forget: () => void | Promise<void>): void {
  forgetters.add(forget);
}

/** Called by test/setup.ts after every test file. */
export async function endOfFile(): Promise<void> {
  const now = [...forgetters];
  forgetters.clear();
  await Promise.all(now.map((forget) => forget()));
}
