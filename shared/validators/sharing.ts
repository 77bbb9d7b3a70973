// What GET /api/public/schedule/{token} answers, shared by the
// route and the page: the employee's name and each shift with only what a calendar needs.
export type PublicShift = {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  duration: number;
  stationNumber: number | null;
  notes: string | null;
  color: string;
};

export type PublicSchedule = {
  employee: { firstName: string | null; lastName: string | null };
  /** Today in the employee's organization, so the page can tell past shifts from future ones. */
  today: string;
  schedule: PublicShift[];
};
