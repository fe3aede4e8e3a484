// A personal hole that also needs something of the page (the product's pick-up view, for the
// shopper's chosen store). Its spec lives with the page's code, so the entry does not carry it; the
// server looks it up by name (src/server/ssr/personal-holes.tsx). The page's arguments travel in
// the ESI include's URL, which only the server ever reads: the edge replaces the include.
import { useContext, type ReactElement } from 'react';
import type { PersonalData } from './personal-data';
import { HoleMarking, usePersonalData } from './holes';

export interface PageHoleSpec<T, A> {
  name: string;
  select(personal: PersonalData): T;
  render(data: T, args: A): ReactElement;
}

/** A hole's name with the page's arguments for it (percent-encoded JSON; `'` too, which React would escape in the attribute). */
export const holeNameWithArgs = (name: string, args: unknown): string => `${name}.${encodeURIComponent(JSON.stringify(args)).replaceAll("'", '%27')}`;

export function PageHole<T, A>({ spec, args }: { spec: PageHoleSpec<T, A>; args: A }) {
  const marked = useContext(HoleMarking)?.(holeNameWithArgs(spec.name, args));
  const personal = usePersonalData();
  if (marked !== undefined) return marked;
  return spec.render(spec.select(personal), args);
}
