// The manager's Time Away Requests tab: Pending Approvals, Employee Unavailability, History.
import { ListStates } from './list-states';
import { PendingApprovals } from './pending-approvals';
import { RequestHistory } from './request-history';
import { TimeAwayCard } from './time-away-card';
import { UnavailabilityList } from './unavailability-list';
import { useTeamUnavailability } from './use-unavailability';

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
