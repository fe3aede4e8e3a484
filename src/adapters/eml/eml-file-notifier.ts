// The embedded mailbox: each alert message (and order confirmation) is an RFC 5322 file under DATA_DIR/outbox, named for the
// message (so a message delivered again after a crash overwrites itself instead of doubling), with
// the unsubscribe link also in List-Unsubscribe (RFC 2369) and one-click (RFC 8058). Opens in any
// mail client. Written to a temporary name first and renamed, so a reader never sees half a file.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Notifier } from '../../application/ports';
import { NotifierUnavailable, type ShopEmail } from '../../application/alerts/alert-subscription';
import { emlOf } from './rfc5322';

export interface EmlSettings {
  outboxDir: string;
  /** 'Backline Music <alerts@backlinemusic.com.au>' */
  from: string;
}

export class EmlFileNotifier implements Notifier {
  constructor(private readonly settings: EmlSettings) {}

  async deliver(message: ShopEmail): Promise<void> {
    const file = path.join(this.settings.outboxDir, emlFileName(message));
    try {
      await mkdir(this.settings.outboxDir, { recursive: true });
      await writeFile(`${file}.tmp`, emlOf(message, this.settings.from));
      await rename(`${file}.tmp`, file);
    } catch (error) {
      throw new NotifierUnavailable(`could not write ${path.basename(file)}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
    }
  }
}

/** '20261124T041214Z-{alert}-{n}.eml': sorted by time, one file per message id. */
export function emlFileName(message: ShopEmail): string {
  const stamp = message.createdAt.replace(/[-:]/g, '').replace(/\.\d+/, '');
  return `${stamp}-${message.id.replace(/[^A-Za-z0-9-]/g, '-')}.eml`;
}
