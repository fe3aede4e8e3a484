import type { EventLog } from '../../src/application/ports';

export interface LoggedEvent {
  level: 'warn' | 'info';
  message: string;
  details: Record<string, unknown>;
}

/** An EventLog that keeps what it was told, for assertions on "only logged" failures. */
export class RecordingEventLog implements EventLog {
  readonly entries: LoggedEvent[] = [];
  warn(details: Record<string, unknown>, message: string): void {
    this.entries.push({ level: 'warn', message, details });
  }
  info(details: Record<string, unknown>, message: string): void {
    this.entries.push({ level: 'info', message, details });
  }
  messages(level?: 'warn' | 'info'): string[] {
    return this.entries.filter((e) => !level || e.level === level).map((e) => e.message);
  }
}
