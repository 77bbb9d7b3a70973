// One person's preferences with their loading, empty and error states, an Add Preference button,
// and the dialog that adds or edits one. The signed-in employee sees their own; a manager sees
// anyone's from the person's profile.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ListStates } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import type { Preference } from '@/lib/preferences-query';
import { PreferenceDialog } from './preference-dialog';
import { PreferenceList } from './preference-list';
import { usePreferences } from './use-preferences';

/** Closed, adding a new one, or editing the one named. */
type Editing = null | 'new' | Preference;

export function PreferencesPanel({ employeeId }: { employeeId: number }) {
  const preferences = usePreferences(employeeId);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <div className="space-y-3">
      <ListStates query={preferences} label="preferences" empty="No preferences yet.">
        {(rows) => <PreferenceList rows={rows} onEdit={setEditing} />}
      </ListStates>
      <Button variant="outline" onClick={() => setEditing('new')}>
        <Plus aria-hidden className="size-4" />
        Add Preference
      </Button>
      <PreferenceDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        employeeId={employeeId}
        editing={editing === 'new' || editing === null ? undefined : editing}
      />
    </div>
  );
}
