import { renderEmail } from './layout';

export function confirmSignupEmail(options: {
  firstName: string;
  businessName: string;
  url: string;
}) {
  return renderEmail({
    subject: 'Confirm your email for Shynk',
    greeting: `Hi ${options.firstName},`,
    paragraphs: [
      `Welcome to Shynk. You started a schedule for ${options.businessName}. Confirm that this is your email address to invite your team:`,
    ],
    action: { label: 'Confirm Email', url: options.url },
    footnote:
      'This link works once and expires after 24 hours. If you did not sign up for Shynk, ignore this email and nothing happens.',
  });
}

/** Sent instead of a confirmation when the address already has an account: the page said the same. */
export function alreadySignedUpEmail(options: {
  firstName: string | null;
  signInUrl: string;
  resetUrl: string;
}) {
  return renderEmail({
    subject: 'You already have a Shynk account',
    greeting: options.firstName ? `Hi ${options.firstName},` : 'Hi,',
    paragraphs: [
      'Someone tried to start a new Shynk schedule with this email address, but you already have an account. Sign in to it here:',
      `If you forgot your password, reset it at ${options.resetUrl}`,
    ],
    action: { label: 'Sign In', url: options.signInUrl },
    footnote:
      'If it was not you, ignore this email: nothing was created and your account is unchanged.',
  });
}
