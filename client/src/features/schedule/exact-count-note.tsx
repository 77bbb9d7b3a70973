// Edit Shift asks for a full crew or none.
export const exactCountMessage = (required: number) =>
  `Select exactly ${required} employees to fully staff this shift, or remove all employees to save without assignments`;

export function ExactCountNote({ assigned, required }: { assigned: number; required: number }) {
  if (assigned === 0 || assigned === required) return null;
  return (
    <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      {exactCountMessage(required)}
    </p>
  );
}
