// What the tray shows besides the list: the product waiting to replace one (a 5th asked to join),
// and the last change, read out by a live region.
import type { CompareItem } from './compare-item';

interface TrayState {
  waiting: CompareItem | null;
  message: string;
  /** Bumped when something asks the tray to open. */
  opened: number;
}

let state: TrayState = { waiting: null, message: '', opened: 0 };
const listeners = new Set<() => void>();

function set(next: Partial<TrayState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const trayState = {
  get: (): TrayState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  ask: (item: CompareItem) => set({ waiting: item, opened: state.opened + 1 }),
  cancel: () => set({ waiting: null }),
  announce: (message: string) => set({ message, waiting: null }),
};
