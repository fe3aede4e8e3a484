import { createContext, useContext } from 'react';

export interface Assets {
  entry: string;
  styles: string[];
}

/** Per-document values both renderers know: asset URLs and the router payload. */
export interface AppEnvironment {
  assets: Assets;
  /** JSON the client router hydrates from, already escaped for a <script> element. */
  routerPayload: string;
  /** The response's PersonalData as the browser received it (src/ui/personal/holes.tsx). */
  personalPayload?: string;
  /**
   * The stylesheet's text, inlined in the document's head instead of linked (one request less
   * before the first paint); server only: the browser reads it back from the document.
   */
  inlineStyles?: string | null;
  /** URL of the shell's shared data the payload leaves out (src/ui/shared-root-data.ts). */
  sharedData?: string;
}

export const AppContext = createContext<AppEnvironment>({ assets: { entry: '', styles: [] }, routerPayload: '{}' });

export const useAppEnvironment = (): AppEnvironment => useContext(AppContext);

/** Escapes JSON so it can sit inside a <script> element without closing it. */
export function scriptSafeJson(value: unknown): string {
  // One pass, and none at all for the usual payload without a '<' or a line separator.
  const json = JSON.stringify(value);
  return UNSAFE_IN_SCRIPT.test(json) ? json.replace(UNSAFE_IN_SCRIPT_ALL, (c) => SCRIPT_ESCAPES[c]!) : json;
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/;
const UNSAFE_IN_SCRIPT_ALL = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
