import { EMAIL_MAX_LENGTH } from '../../domain/email';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/customer-account';
import type { AccountField } from './account-form';

const email: AccountField = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH };

export const LOG_IN_FIELDS: AccountField[] = [email, { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password', maxLength: PASSWORD_MAX_LENGTH }];

export const REGISTER_FIELDS: AccountField[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name', maxLength: NAME_MAX_LENGTH },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', maxLength: NAME_MAX_LENGTH },
  email,
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH },
];
