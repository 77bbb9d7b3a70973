// The pair of radios that says whether something reaches every location or only some: a
// manager's scope in Edit Employee, an API token's in Create API token.
interface EveryOrSomeRadiosProps {
  name: string;
  every: boolean;
  labels: readonly [every: string, some: string];
  onChange: (every: boolean) => void;
}

export function EveryOrSomeRadios({ name, every, labels, onChange }: EveryOrSomeRadiosProps) {
  return (
    <>
      {([true, false] as const).map((choice, i) => (
        <label key={labels[i]} className="flex items-center gap-3 text-sm text-slate-800">
          <input
            type="radio"
            name={name}
            className="size-4"
            checked={every === choice}
            onChange={() => onChange(choice)}
          />
          {labels[i]}
        </label>
      ))}
    </>
  );
}
