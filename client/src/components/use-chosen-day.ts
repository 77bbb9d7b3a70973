// Which day of a month calendar lists its shifts: the one last activated while it is drawn,
// else today in today's month, else the 1st.
import { useState } from 'react';
import { monthGrid } from '@/lib/calendar-periods';
import type { WeekStartsOn } from '@shared/domain/dates';

export function useChosenDay(firstOfMonth: string, today: string, weekStartsOn: WeekStartsOn) {
  const [chosen, setChosen] = useState<string | null>(null);
  const drawn = chosen !== null && monthGrid(firstOfMonth, weekStartsOn).days.includes(chosen);
  const day = drawn ? chosen : today.startsWith(firstOfMonth.slice(0, 7)) ? today : firstOfMonth;
  return [day, setChosen] as const;
}
