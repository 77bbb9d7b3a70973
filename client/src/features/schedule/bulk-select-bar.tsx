// Bulk select mode: select all, a count, and 'Delete Selected' behind a confirm.
import { CheckSquare, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface BulkSelectBarProps {
  active: boolean;
  total: number;
  selected: number;
  onStart: () => void;
  onStop: () => void;
  onSelectAll: (all: boolean) => void;
  onDelete: () => void;
}

export function BulkSelectBar(props: BulkSelectBarProps) {
  const { active, total, selected } = props;
  if (!active)
    return (
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={props.onStart}>
          <CheckSquare aria-hidden className="size-4" />
          Select Shifts
        </Button>
      </div>
    );
  return (
    <div
      role="toolbar"
      aria-label="Bulk selection"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
    >
      <label className="flex items-center gap-2 font-medium text-slate-800">
        <input
          type="checkbox"
          checked={total > 0 && selected === total}
          ref={(box) => {
            if (box) box.indeterminate = selected > 0 && selected < total;
          }}
          onChange={(e) => props.onSelectAll(e.target.checked)}
        />
        Select all
      </label>
      <span className="text-slate-600" aria-live="polite">
        {selected} selected
      </span>
      <div className="ml-auto flex gap-2">
        <Button variant="ghost" size="sm" onClick={props.onStop}>
          Cancel
        </Button>
        <Button variant="destructive" size="sm" disabled={selected === 0} onClick={props.onDelete}>
          <Trash2 aria-hidden className="size-4" />
          Delete Selected
        </Button>
      </div>
    </div>
  );
}
