// The employee's Schedule tab: the open shifts they could take above their own schedule, whose
// cards' Request Switch and Request Coverage buttons open the swap dialogs. The page composes the
// features (features never import each other); each dialog's code loads the first time it is
// asked for.
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { RequestableShift } from '@/lib/requestable-shift';

const EmployeeScheduleTab = lazy(
  () => import('@/features/employee-schedule/employee-schedule-tab'),
);
const OpenShiftsPanel = lazy(() => import('@/features/open-shifts/open-shifts-panel'));
const RequestSwapDialog = lazy(() =>
  import('@/features/swaps/request-swap-dialog').then((m) => ({
    default: m.RequestSwapDialog,
  })),
);
const RequestCoverageDialog = lazy(() =>
  import('@/features/swaps/request-coverage-dialog').then((m) => ({
    default: m.RequestCoverageDialog,
  })),
);

type ShiftRequest = { kind: 'switch' | 'coverage'; shift: RequestableShift };

export function ScheduleWithRequests() {
  const [request, setRequest] = useState<ShiftRequest | null>(null);
  const close = () => setRequest(null);
  return (
    <Suspense
      fallback={<Spinner label="Loading schedule" className="w-full justify-center py-12" />}
    >
      <div className="mb-4">
        <OpenShiftsPanel />
      </div>
      <EmployeeScheduleTab
        onRequestSwap={(shift) => setRequest({ kind: 'switch', shift })}
        onRequestCoverage={(shift) => setRequest({ kind: 'coverage', shift })}
      />
      {request && (
        <Suspense fallback={<Spinner label="Opening request" className="justify-center py-4" />}>
          {request.kind === 'switch' ? (
            <RequestSwapDialog shift={request.shift} onClose={close} />
          ) : (
            <RequestCoverageDialog shift={request.shift} onClose={close} />
          )}
        </Suspense>
      )}
    </Suspense>
  );
}
