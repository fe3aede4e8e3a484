import type { Logger } from 'pino';
import type { EventLog } from '../../application/ports';

export class PinoEventLog implements EventLog {
  constructor(private readonly logger: Logger) {}

  warn(details: Record<string, unknown>, message: string): void {
    this.logger.warn(details, message);
  }

  info(details: Record<string, unknown>, message: string): void {
    this.logger.info(details, message);
  }
}
