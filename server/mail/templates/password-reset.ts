import { renderEmail } from './layout';

export function passwordResetEmail(options: { firstName: string | null; url: string }) {
  return renderEmail({
    subject: 'Reset your Shynk password',
    greeting: options.firstName ? `Hi ${options.firstName},` : 'Hi,',
    paragraphs: [
      'Someone asked to reset the password of your Shynk account. If it was you, choose a new password here:',
    ],
    action: { label: 'Reset Password', url: options.url },
    footnote:
      'Password reset links expire after 1 hour for security reasons. If you did not ask for this, ignore this email: your password stays the same.',
  });
}
