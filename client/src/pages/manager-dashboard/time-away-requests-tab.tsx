// The manager's Time Away Requests tab: Pending Approvals, Employee Unavailability, History.
import { ListStates } from '@/components/list-states';
import { PendingApprovals } from '@/features/time-off/pending-approvals';
import { RequestHistory } from '@/features/time-off/request-history';
import { TimeAwayCard } from '@/components/time-away-card';
import { UnavailabilityList } from '@/features/unavailability/unavailability-list';
import { useTeamUnavailability } from '@/features/unavailability/use-unavailability';

export default function TimeAwayRequestsTab() {
  const unavailability = useTeamUnavailability();
  return (
    <div className="space-y-4">
      <TimeAwayCard title="Pending Approvals">
        <PendingApprovals />
      </TimeAwayCard>
      <TimeAwayCard title="Employee Unavailability">
        <ListStates
          query={unavailability}
          label="employee unavailability"
          empty="No recurring unavailability."
        >
          {(rows) => <UnavailabilityList rows={rows} />}
        </ListStates>
      </TimeAwayCard>
      <TimeAwayCard title="History">
        <RequestHistory />
      </TimeAwayCard>
    </div>
  );
}
