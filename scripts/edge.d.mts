// Types for scripts/edge.mjs (the Varnish tests import it).
import type { ChildProcess } from 'node:child_process';

export const VCL_PATH: string;
export function varnishdPath(): string | null;
export function renderVcl(options: { backends: { host: string; port: number }[]; siteHost: string }): string;
export function waitForPort(port: number, host?: string, timeoutMs?: number, gone?: () => boolean): Promise<void>;
export interface RunningVarnish {
  port: number;
  process: ChildProcess;
  /** varnishd's working folder (its -n): what varnishstat and varnishlog are pointed at. */
  workDir: string;
  stop(): Promise<void>;
}
export function startVarnish(options: {
  port: number;
  backends: { host: string; port: number }[];
  siteHost: string;
  listen?: string;
  memory?: string;
  log?: 'ignore' | 'inherit';
}): Promise<RunningVarnish>;
export const BAN_LURKER_AGE_SECONDS: number;
