// Tiny hand-written validators for the domain's own input shapes (the domain imports no library).

export type Check<T> = (value: unknown, path: string) => T;

export class InputError extends Error {
  override name = 'InputError';
  constructor(readonly path: string, message: string) {
    super(`${path}: ${message}`);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object's own fields in a record without a prototype: an inherited field is never read as input. */
export function record(value: unknown, path: string): Record<string, unknown> {
  if (!isRecord(value)) throw new InputError(path, 'expected an object');
  const own = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value)) own[key] = value[key];
  return own;
}

export const str: Check<string> = (value, path) => {
  if (typeof value !== 'string') throw new InputError(path, 'expected a string');
  return value;
};

export const nonEmptyStr: Check<string> = (value, path) => {
  const text = str(value, path);
  if (text.trim() === '') throw new InputError(path, 'expected a non-empty string');
  return text;
};

export const bool: Check<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new InputError(path, 'expected a boolean');
  return value;
};

/** An integer in [min, max]; digits in a string (as form fields send them) count too. */
export function int(min: number, max: number): Check<number> {
  return (value, path) => {
    const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
    if (!Number.isInteger(n)) throw new InputError(path, 'expected an integer');
    if ((n as number) < min || (n as number) > max) throw new InputError(path, `expected an integer from ${min} to ${max}`);
    return n as number;
  };
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path) => (value === undefined || value === null ? undefined : check(value, path));
}

export function list<T>(check: Check<T>, { min = 0, max = 250 } = {}): Check<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new InputError(path, 'expected a list');
    if (value.length < min || value.length > max) throw new InputError(path, `expected ${min} to ${max} items`);
    return value.map((item, i) => check(item, `${path}[${i}]`));
  };
}

/** An object of the shape's fields only; fields that come out undefined are left out. */
export function object<T extends object>(shape: { [K in keyof T]-?: Check<T[K]> }): Check<T> {
  return (value, path) => {
    const r = record(value, path);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const field = shape[key](r[key], `${path}.${key}`);
      if (field !== undefined) out[key] = field;
    }
    return out as T;
  };
}
