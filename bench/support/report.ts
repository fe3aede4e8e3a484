// Figures as an aligned table, and the verdict: a missed target sets a non-zero exit code.
export interface Targets {
  /** app requests/s divided by baseline requests/s must be at least this. */
  minRatio?: number;
  maxP50Ms?: number;
  maxP99Ms?: number;
  minRequestsPerSecond?: number;
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const perSecond = (value: number) => value.toFixed(0);
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const misses: string[] = [];

/** Records a missed target; the process exits non-zero at the end. */
export function miss(message: string): void {
  misses.push(message);
  process.exitCode = 1;
}

export function check(condition: boolean, message: string): void {
  if (!condition) miss(message);
}

/** Prints every miss (or that all targets were met); call once at the end of a bench. */
export function verdict(): boolean {
  if (misses.length === 0) {
    console.log('\nall targets met');
    return true;
  }
  console.log(`\nMISSED ${misses.length} target${misses.length === 1 ? '' : 's'}:`);
  for (const m of misses) console.log(`  - ${m}`);
  return false;
}
