// 'Offer open places' in Edit Shift: a switch that offers or takes back the shift's open places
// at once (not with Save: it is not an edit of the shift's fields), and how they are taken. A
// draft, a full shift or one without the switch's effect says why instead.
import { useId, useState } from 'react';
import { CLAIM_MODE_LABELS, CLAIM_MODES, type ClaimMode } from '@shared/validators/open-shifts';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toast, toastError } from '@/lib/toast';
import { isDraft, staffing, type Shift } from './shift';
import { useOfferShift } from './use-offer-mutations';

const ORGANIZATION_MODE = '';

export function OfferField({ shift }: { shift: Shift }) {
  const id = useId();
  const offerShift = useOfferShift(shift.id);
  // The dialog holds the shift as it was opened; the answers keep this field current.
  const [offered, setOffered] = useState(shift.offeredAt !== null);
  const [claimMode, setClaimMode] = useState<ClaimMode | null>(shift.claimMode);
  const { assigned, required } = staffing(shift);
  const open = required - assigned;
  const why = isDraft(shift)
    ? 'Publish the shift to offer its open places.'
    : open <= 0 && !offered
      ? 'Every place is filled.'
      : null;

  const send = (offer: boolean, mode: ClaimMode | null) =>
    offerShift.mutate(
      { offer, claimMode: mode },
      {
        onSuccess: (saved) => {
          setOffered(saved.offeredAt !== null);
          setClaimMode(saved.claimMode);
          toast({
            title: offer ? 'Open places offered' : 'Offer taken back',
            variant: 'success',
          });
        },
        onError: (error) => toastError('Could not change the offer', error),
      },
    );

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <Label htmlFor={id}>Offer open places</Label>
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
            {why ??
              `${open === 1 ? '1 open place' : `${open} open places`}: people who could work it see it and can take it.${
                shift.pendingClaims > 0 ? ` ${shift.pendingClaims} waiting for your decision.` : ''
              }`}
          </p>
        </div>
        <Switch
          id={id}
          checked={offered}
          disabled={why !== null || offerShift.isPending}
          onCheckedChange={(on) => send(on, claimMode)}
          aria-describedby={`${id}-hint`}
        />
      </div>
      {why === null && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-mode`}>How they are taken</Label>
          <Select
            id={`${id}-mode`}
            value={claimMode ?? ORGANIZATION_MODE}
            disabled={offerShift.isPending}
            onChange={(event) => {
              const mode = (event.target.value || null) as ClaimMode | null;
              setClaimMode(mode);
              // Already offered: the new mode applies at once, as the switch does.
              if (offered) send(true, mode);
            }}
          >
            <option value={ORGANIZATION_MODE}>The organization&apos;s setting</option>
            {CLAIM_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {CLAIM_MODE_LABELS[mode]}
              </option>
            ))}
          </Select>
        </div>
      )}
    </div>
  );
}
