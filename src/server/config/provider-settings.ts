// What a provider brings to the configuration: its variables (zod, read once at start-up), which of
// them only make sense together, and how they become the port's settings and its start-up log line.
import type { z } from 'zod';

export type VariableShape = Record<string, z.ZodType>;
export type VariablesOf<S extends VariableShape> = { [K in keyof S]: z.output<S[K]> };

export interface SettingsProblem {
  variable: string;
  message: string;
}

export interface ProviderSettings<Port extends string, S extends VariableShape, C> {
  port: Port;
  variables: S;
  /** Setting any of `variables` asks for every one of `required`. */
  together?: { variables: readonly (keyof S & string)[]; required: readonly (keyof S & string)[] };
  /** Rules across variables, beyond `together`. */
  problems?: (vars: VariablesOf<S>) => SettingsProblem[];
  read(vars: VariablesOf<S>): C;
  /** Which adapter serves the port, safe to log: names hosts, never a key or token. */
  describe(config: C): string;
}

export const providerSettings = <Port extends string, S extends VariableShape, C>(settings: ProviderSettings<Port, S, C>) => settings;

/** Leaves an optional key out entirely rather than present-and-undefined. */
export function withOptional<T extends object, K extends string, V>(base: T, key: K, value: V | undefined): T & { [P in K]?: V } {
  return value === undefined ? base : { ...base, [key]: value };
}
