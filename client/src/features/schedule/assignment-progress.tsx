// The progress bar while a new shift's people are assigned. The server assigns every
// shift of a series in the one create request, so there are no steps to count: the bar is
// indeterminate and says how much is being done.
export function AssignmentProgress({ people, series }: { people: number; series: boolean }) {
  const what = `${people} employee${people === 1 ? '' : 's'}${series ? ' to every shift of the series' : ''}`;
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700">Assigning {what}...</p>
      <div
        role="progressbar"
        aria-label="Assigning employees"
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full w-full animate-pulse rounded-full bg-brand-600" />
      </div>
    </div>
  );
}
