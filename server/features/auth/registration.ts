// Invitation-only registration: the invitation is locked, checked, accepted and the account
// created in one transaction, so one token can never make two accounts.
import { REGISTRATION_NEEDS_INVITATION, type RegistrationInput } from '@shared/validators/accounts';
import type { PublicUser } from '@shared/validators/users';
import type { Db, Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import type { Notifier } from '../notifications/notifier';
import { AppError } from '../../http/app-error';
import { isFirstManagerInvitation } from '../invitations/invitation-kind';
import {
  findOpenInvitation,
  invitedLocations,
  markInvitationAccepted,
} from '../invitations/service';
import { applyOrganizationPatch } from '../settings/service';
import { createUserAccount } from '../users/create-user';

export async function registerWithInvitation(
  db: Db,
  notifier: Notifier,
  input: RegistrationInput,
): Promise<PublicUser> {
  if (!input.invitationToken) throw AppError.badRequest(REGISTRATION_NEEDS_INVITATION);
  return transaction(db, async (tx) => {
    const invitation = await findOpenInvitation(tx, input.invitationToken, true).catch((error) => {
      // A bad token on this form is bad input, not a missing page.
      throw error instanceof AppError ? AppError.badRequest(error.message) : error;
    });
    // The first-manager link has no email: whoever opens it chooses the address.
    if (invitation.email && invitation.email.toLowerCase() !== input.email) {
      throw AppError.badRequest(
        `This invitation was sent to ${invitation.email}. Please register with that email address.`,
      );
    }
    if (isFirstManagerInvitation(invitation)) await nameTheBusiness(tx, invitation, input);
    const user = await createUserAccount(
      tx,
      {
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        role: invitation.role,
      },
      invitation.organizationId,
      await invitedLocations(tx, invitation),
    );
    await markInvitationAccepted(tx, invitation.id);
    await notifier.welcome(tx, user);
    return user;
  });
}

/** The first manager creates the business: its name, time zone and week start come with their account. */
async function nameTheBusiness(
  tx: Tx,
  invitation: { organizationId: number },
  { businessName, timeZone, weekStartsOn }: RegistrationInput,
) {
  if (!businessName) {
    throw AppError.badRequest('Business name is required', {
      errors: [{ path: 'businessName', message: 'Business name is required' }],
    });
  }
  await applyOrganizationPatch(tx, invitation.organizationId, {
    businessName,
    timeZone,
    weekStartsOn,
  });
}
