// The kinds of work the organization schedules (Barista, Coach): managers add, rename, recolour
// and re-rate them here. A position that shifts still need is deleted only once the manager
// agrees to clear it from those shifts.
import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness } from 'lucide-react';
import { useState } from 'react';
import { positionInUseConflictResponse } from '@shared/validators/generated/errors-responses';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { conflictsOf } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { positionsQuery, type Position } from '@/lib/positions-query';
import { shiftColorClasses } from '@/lib/shift-colors';
import { PositionForm } from './position-form';
import { SettingsCard } from '@/components/settings-card';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { useDeletePosition } from './use-positions';

const inUse = z.array(positionInUseConflictResponse);
const plural = (n: number) => (n === 1 ? '1 shift' : `${n} shifts`);

function PositionRow({ position }: { position: Position }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeletePosition();
  const needing = conflictsOf(remove.error, inUse)?.[0]?.shiftCount;
  if (editing) return <PositionForm position={position} onDone={() => setEditing(false)} />;
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className={`size-3 shrink-0 rounded-full ${shiftColorClasses(position.color).swatch}`}
        />
        <span className="flex-1 font-medium text-slate-900">{position.name}</span>
        <span className="text-sm text-slate-600">
          {position.hourlyRate === null ? 'No default rate' : `${position.hourlyRate.toFixed(2)}/h`}
        </span>
        <EditDeleteActions
          name={position.name}
          onEdit={() => setEditing(true)}
          onDelete={() => remove.mutate({ id: position.id, clearShifts: false })}
          deleting={remove.isPending}
        />
      </div>
      {needing !== undefined ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <p>
            {plural(needing)} still need {position.name}.
          </p>
          <Button
            variant="destructive"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: position.id, clearShifts: true })}
          >
            Clear from {plural(needing)} and delete
          </Button>
        </div>
      ) : (
        remove.error && (
          <p role="alert" className="text-sm text-red-700">
            {serverMessage(remove.error, 'Could not delete the position')}
          </p>
        )
      )}
    </div>
  );
}

export function PositionsCard() {
  const query = useQuery(positionsQuery());
  return (
    <SettingsCard
      title="Positions"
      description="The kinds of work your shifts need. Qualify people for them in Employee Management."
      icon={BriefcaseBusiness}
      query={query}
    >
      {(positions) => (
        <div className="space-y-4">
          {positions.length === 0 ? (
            <p className="text-sm text-slate-600">No positions yet: every shift takes anyone.</p>
          ) : (
            <ul className="space-y-3">
              {positions.map((position) => (
                <li key={position.id}>
                  <PositionRow position={position} />
                </li>
              ))}
            </ul>
          )}
          <PositionForm />
        </div>
      )}
    </SettingsCard>
  );
}
