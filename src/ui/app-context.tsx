import { createContext, useContext } from 'react';

export interface Assets {
  entry: string;
  styles: string[];
}

/** Per-document values both renderers know: asset URLs, the CSP nonce and the router payload. */
export interface AppEnvironment {
  assets: Assets;
  nonce: string;
  /** JSON the client router hydrates from, already escaped for a <script> element. */
  routerPayload: string;
  /** URL of the shell's shared data the payload leaves out (src/ui/shared-root-data.ts). */
  sharedData?: string;
}

export const AppContext = createContext<AppEnvironment>({ assets: { entry: '', styles: [] }, nonce: '', routerPayload: '{}' });

export const useAppEnvironment = (): AppEnvironment => useContext(AppContext);

/** Escapes JSON so it can sit inside a <script> element without closing it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
