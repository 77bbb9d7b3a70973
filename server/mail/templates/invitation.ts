import { renderEmail } from './layout';

export function invitationEmail(options: {
  firstName: string;
  inviterName: string;
  organizationName: string;
  url: string;
}) {
  return renderEmail({
    subject: `You're invited to join ${options.organizationName} on Shynk`,
    greeting: `Hi ${options.firstName},`,
    paragraphs: [
      `${options.inviterName} invited you to join ${options.organizationName} on Shynk, where your team's shifts, time off and shift swaps live.`,
      'Accept the invitation to create your account.',
    ],
    action: { label: 'Accept Invitation', url: options.url },
    footnote:
      'This invitation expires in 7 days. If you were not expecting it, you can ignore this email.',
  });
}
