import { inject, injectable } from 'tsyringe';
import { normalizeEmail } from '../../domain/email';
import type { Result } from '../../domain/result';
import { isAccountError, type CustomerSession, type Registration } from './customer';
import type { CustomerAccounts } from '../ports';
import { TOKENS } from '../tokens';

/**
 * A new shopper account, signed in straight away. An email that already has an account is an
 * expected outcome; an account system that cannot be reached stays an AccountError.
 */
@injectable()
export class RegisterCustomer {
  constructor(@inject(TOKENS.CustomerAccounts) private readonly accounts: CustomerAccounts) {}

  async execute(registration: Registration): Promise<Result<CustomerSession, 'email-taken' | 'invalid-input' | 'not-signed-in'>> {
    const email = normalizeEmail(registration.email);
    try {
      await this.accounts.register({ ...registration, email, firstName: registration.firstName.trim(), lastName: registration.lastName.trim() });
    } catch (error) {
      if (isAccountError(error) && (error.code === 'email-taken' || error.code === 'invalid-input')) return { ok: false, error: error.code };
      throw error;
    }
    // A platform that asks new customers to confirm their email first refuses this log-in.
    const session = await this.accounts.logIn({ email, password: registration.password });
    return session ? { ok: true, value: session } : { ok: false, error: 'not-signed-in' };
  }
}
