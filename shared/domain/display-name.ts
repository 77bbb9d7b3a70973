// The name a dashboard greets someone by: the full name, else the part of the email before the
// at-sign, else a fallback such as 'Manager'.
export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export function displayName(person: NamedPerson, fallback: string): string {
  const fullName = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (fullName) return fullName;
  const localPart = person.email?.split('@')[0]?.trim();
  return localPart || fallback;
}
