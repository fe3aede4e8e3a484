// Shopper accounts: what a registration must hold and the words the account forms show. Log-in
// failures never say whether the email exists: one message for a wrong email and a wrong password.

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

export const ACCOUNT_MESSAGES = {
  loginFailed: 'Incorrect email or password.',
  emailTaken: 'An account with this email already exists.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  nameTooLong: `Names must be at most ${NAME_MAX_LENGTH} characters.`,
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  unavailable: 'We could not reach your account right now. Please try again.',
  refused: 'This request was refused. Please reload the page and try again.',
  noOrders: 'No orders yet',
} as const;

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

/** Why a password cannot be set, or null when it can. */
export function passwordProblem(password: string): AccountMessageKey | null {
  if (password.length === 0) return 'passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}

/** '#1001', as an order number is shown to the shopper. */
export function orderLabel(orderNumber: number): string {
  return `#${orderNumber}`;
}

export const REGISTRATION_MESSAGES = {
  refused: 'We could not create an account with these details. Please check them and try again.',
  createdPleaseLogIn: 'Your account was created. Please log in.',
} as const;
