// The employee's Shift Requests tab: ask for a swap or coverage, follow the requests
// they sent ('My Requests') and answer the ones sent to them ('Requests to Me').
import { useState } from 'react';
import { SWAP_MESSAGES } from '@shared/validators/swaps';
import { Button } from '@/components/ui/button';
import type { RequestableShift } from '@/lib/requestable-shift';
import { useCurrentUser } from '@/lib/current-user';
import { CoverShiftPicker } from './cover-shift-picker';
import { IncomingRequest } from './incoming-request';
import { OutgoingRequest } from './outgoing-request';
import { RequestCoverageDialog } from './request-coverage-dialog';
import { RequestList } from './request-list';
import { SwapWizardDialog } from './swap-wizard-dialog';
import { useShiftsForSwap } from './use-swap-lookups';
import { useIncomingRequests, useMyRequests } from './use-swap-requests';

export default function ShiftRequestsTab() {
  const me = useCurrentUser().data ?? null;
  const myShifts = useShiftsForSwap(me?.id);
  const outgoing = useMyRequests();
  const incoming = useIncomingRequests();
  const [dialog, setDialog] = useState<'swap' | 'pick-cover' | null>(null);
  const [coverShift, setCoverShift] = useState<RequestableShift | null>(null);
  const noShifts = myShifts.isSuccess && myShifts.data.length === 0;

  return (
    <div className="space-y-4">
      <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Shift Requests</h2>
          {noShifts && (
            <p id="no-future-shifts" className="mt-1 text-sm text-slate-500">
              {SWAP_MESSAGES.noFutureShifts}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="outline"
            onClick={() => setDialog('swap')}
            disabled={!myShifts.isSuccess || noShifts}
            aria-describedby={noShifts ? 'no-future-shifts' : undefined}
          >
            Request Swap
          </Button>
          <Button
            onClick={() => setDialog('pick-cover')}
            disabled={!myShifts.isSuccess || noShifts}
            aria-describedby={noShifts ? 'no-future-shifts' : undefined}
            title={noShifts ? SWAP_MESSAGES.noFutureShifts : undefined}
          >
            Request Coverage
          </Button>
        </div>
      </section>

      <RequestList title="My Requests" query={outgoing} empty="No outgoing requests.">
        {(request) => <OutgoingRequest key={request.id} request={request} />}
      </RequestList>
      <RequestList title="Requests to Me" query={incoming} empty="No incoming requests.">
        {(request) => <IncomingRequest key={request.id} request={request} />}
      </RequestList>

      <SwapWizardDialog open={dialog === 'swap'} onClose={() => setDialog(null)} />
      <CoverShiftPicker
        open={dialog === 'pick-cover'}
        shifts={myShifts.data ?? []}
        onClose={() => setDialog(null)}
        onPick={(shift) => {
          setDialog(null);
          setCoverShift(shift);
        }}
      />
      <RequestCoverageDialog shift={coverShift} onClose={() => setCoverShift(null)} />
    </div>
  );
}
