import { inject, injectable } from 'tsyringe';
import { normalizeEmail } from '../../domain/email';
import type { Credentials, CustomerSession } from './customer';
import type { CustomerAccounts } from '../ports';
import { TOKENS } from '../tokens';

/** Email and password to a session; null alike for an unknown email and a wrong password. */
@injectable()
export class LogIn {
  constructor(@inject(TOKENS.CustomerAccounts) private readonly accounts: CustomerAccounts) {}

  execute(credentials: Credentials): Promise<CustomerSession | null> {
    return this.accounts.logIn({ email: normalizeEmail(credentials.email), password: credentials.password });
  }
}
