// A shift an employee can ask to switch or have covered: what the schedule's cards hand to the swap
// dialogs (the page composes the two features, which never import each other).
export interface RequestableShift {
  id: number;
  title: string;
  date: string;
  startTime: string;
  duration: number;
}
