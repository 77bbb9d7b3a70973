// The employee's open shifts above their schedule: places they could take, then their requests.
// Its own chunk, loaded with the My Schedule tab.
import { MyClaims } from './my-claims';
import { OpenShiftsList } from './open-shifts-list';

export default function OpenShiftsPanel() {
  return (
    <div className="space-y-4">
      <OpenShiftsList />
      <MyClaims />
    </div>
  );
}
