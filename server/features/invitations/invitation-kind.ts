// Which invitation is which: its own module, since both the invitation service and the first-run
// link read it.

/** Only the first-run link invites a manager: team invitations are for employees. */
export const isFirstManagerInvitation = (invitation: { role: string }) =>
  invitation.role === 'manager';
