export const authMessages = {
  invalidCredentials: 'Invalid credentials',
  loginFailed: 'Login failed. Please check your credentials.',
  failedToSignIn: 'Failed to sign in',
  signingIn: 'Signing in...',
  registrationDisabled: 'Registration is currently disabled',
  passwordsDoNotMatch: 'Passwords do not match',
  registrationFailed: 'Registration failed. Please try again.',
  userAlreadyExists: 'User already exists',
  /** After registering: the account works once the email is confirmed (said the same for every email). */
  confirmEmailSent: (email: string) =>
    `Almost done: we sent a link to ${email}. Open it to confirm your email, then sign in.`,
  confirmEmailFirst: (email: string) =>
    `Please confirm your email first: open the link we sent to ${email}, or register again for a new one.`,
  emailConfirmed: 'Your email is confirmed. Please sign in.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired. Register again for a new one.',
  /** The confirm page: the password proves the link belongs to the registration the customer made. */
  confirmPasswordHint: 'Type the password you chose when you registered, to show this registration is yours.',
  confirmPasswordWrong:
    'That is not the password this registration was made with. Type the password you chose when you registered.',
  checkYourEmail: 'Check your email',
  forgotPasswordSent: (email: string) =>
    `If an account exists for ${email}, you will receive password reset instructions.`,
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordResetDone: 'Your password has been reset. Please sign in.',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  acceptTermsRequired: 'You must accept the terms',
  fieldRequired: (field: string) => `${field} is required`,
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  tooManyLoginAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  /** A client past its daily registrations and reset requests: about the client, never the email. */
  tooManyAccountMails: (phone: string) =>
    `Too many registrations and password resets from your network today. Please try again tomorrow, or call the shop at ${phone}.`,
  loggedOut: 'Logged out',
} as const;
