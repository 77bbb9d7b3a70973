import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDaysIso } from '@shared/domain/dates';
import {
  jsonResponse,
  makeEmployee,
  makeOrganizationSettings,
  mockApi,
  renderWithProviders,
  testShift,
  type ApiCall,
} from '@/test/utils';
import type { PreferenceResponse } from '@shared/validators/preferences-responses';
import type { Shift } from './shift';
import { TeamGrid } from './team-grid';
import { useWeekShifts } from './use-shifts';

const monday = '2030-01-07';
const person = (id: number, firstName: string, weeklyHoursLimit = 40) =>
  makeEmployee({
    id,
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}@example.com`,
    weeklyHoursLimit,
  });
const ann = person(1, 'Ann', 30);
const bob = person(2, 'Bob', 10);
const cat = person(3, 'Cat');

/** A day shift on Monday for one person; `overrides` change the rest. */
const makeShift = (overrides: Partial<Shift> = {}): Shift =>
  testShift(1, 'Morning', {
    date: monday,
    startTime: '09:00',
    endTime: '17:00',
    duration: 480,
    ...overrides,
  });

const catOff = {
  id: 9,
  employeeId: cat.id,
  employeeName: 'Cat Test',
  startDate: monday,
  endDate: monday,
  allDay: true,
  startTime: null,
  endTime: null,
  multipleDates: null,
  reason: 'Dentist',
};

/**
 * A server holding `shifts`: a POST is answered by `onPost`, and the shift it answers with is
 * what the next read of the week returns, as the real server's would.
 */
function serve(
  shifts: Shift[],
  onPost: (call: ApiCall) => Response | Promise<Response> = () => jsonResponse({}),
  people: ReturnType<typeof person>[] = [cat, bob, ann],
  preferences: PreferenceResponse[] = [],
) {
  let stored = shifts;
  return mockApi(async (call) => {
    const { url } = call;
    if (call.method === 'POST') {
      const answer = await onPost(call);
      if (answer.ok) {
        const changed = (await answer.clone().json()) as Shift;
        stored = stored.map((shift) => (shift.id === changed.id ? changed : shift));
      }
      return answer;
    }
    // One read: the week and the two days either side of it.
    if (url === '/api/shifts/range?start=2030-01-05&end=2030-01-15') return jsonResponse(stored);
    if (url === '/api/organization-settings')
      return jsonResponse(makeOrganizationSettings({ minRestHours: 8 }));
    // Listed out of order: the grid sorts by name.
    if (url === '/api/employees') return jsonResponse(people);
    if (url.startsWith('/api/time-off-requests/approved-for-range')) return jsonResponse([catOff]);
    if (url === '/api/employee-preferences') return jsonResponse([]);
    // Everyone's preferences in effect in the week shown, in one read.
    if (url === '/api/preferences?team=true&start=2030-01-07&end=2030-01-13')
      return jsonResponse(preferences);
    if (url === '/api/positions')
      return jsonResponse([{ id: 5, name: 'Coach', color: 'blue', hourlyRate: null }]);
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
}

/** The server's answer to a move between Ann and Bob: the shift with whoever now works it. */
const movedTo = (shift: Shift, body: unknown) =>
  jsonResponse({
    ...shift,
    assignedEmployees: [(body as { toEmployeeId: number }).toEmployeeId === bob.id ? bob : ann],
    warnings: [],
  });

const renderGrid = (onEdit: (shift: Shift) => void = () => {}) =>
  renderWithProviders(
    <TeamGrid monday={monday} filter={{ employeeIds: [], showPast: true }} onEdit={onEdit} />,
  );
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;

// Whole user flows through the grid: more than the default 5 s on a busy machine.
describe('TeamGrid', { timeout: 20_000 }, () => {
  it('lists people by name with their week hours against their limit', async () => {
    serve([
      makeShift({ id: 1, assignedEmployees: [ann] }),
      makeShift({ id: 2, date: '2030-01-08', assignedEmployees: [ann, bob], numberOfStations: 2 }),
      makeShift({ id: 3, date: '2030-01-09', assignedEmployees: [bob] }),
    ]);
    renderGrid();
    const headers = await screen.findAllByRole('rowheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Open slots',
      'Ann Test16/30 h',
      'Bob Test16/10 h',
      'Cat Test0/40 h',
    ]);
    expect(within(headers[2]!).getByText('16/10 h')).toHaveClass('text-red-700');
    expect(within(headers[3]!).getByText('0/40 h')).toHaveClass('text-slate-400');
    expect(within(headers[1]!).getByText('16/30 h')).toHaveClass('text-slate-700');
    const annRow = headers[1]!.closest('tr')!;
    expect(
      within(annRow).getAllByRole('button', { name: /^Morning, 9:00 AM – 5:00 PM/ }),
    ).toHaveLength(2);
  });

  it('shows only the people qualified for the position chosen in the toolbar', async () => {
    const coach = { ...bob, positions: [{ positionId: 5, hourlyRate: null }] };
    serve([makeShift({ id: 1, assignedEmployees: [ann] })], undefined, [cat, coach, ann]);
    renderGrid();
    expect(await screen.findAllByRole('rowheader')).toHaveLength(4);
    await userEvent.selectOptions(await screen.findByLabelText('Position'), 'Coach');
    const headers = screen.getAllByRole('rowheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Open slots', 'Bob Test0/10 h']);
    await userEvent.selectOptions(screen.getByLabelText('Position'), 'All positions');
    expect(screen.getAllByRole('rowheader')).toHaveLength(4);
  });

  it('puts shifts with open places in the first row with the number open', async () => {
    serve([
      makeShift({ id: 1, title: 'Close', numberOfStations: 3, assignedEmployees: [ann] }),
      makeShift({ id: 2, title: 'Full', assignedEmployees: [bob] }),
    ]);
    renderGrid();
    const open = await rowOf('Open slots');
    expect(within(open).getByRole('button', { name: /^Close, .*2 open$/ })).toHaveTextContent(
      '2 open',
    );
    expect(within(open).queryByRole('button', { name: /^Full/ })).toBeNull();
  });

  it('marks draft shifts on their chips, and only those', async () => {
    serve([
      makeShift({ id: 1, title: 'Close', published: false, assignedEmployees: [ann] }),
      makeShift({ id: 2, title: 'Open', date: '2030-01-08', assignedEmployees: [ann] }),
    ]);
    renderGrid();
    const row = await rowOf('Ann Test');
    expect(within(row).getByRole('button', { name: /^Close \(draft\), / })).toHaveTextContent(
      'Draft',
    );
    expect(within(row).getByRole('button', { name: /^Open, / })).not.toHaveTextContent('Draft');
  });

  it('shades approved time off with its reason and marks who cannot take a shift, and why', async () => {
    serve([
      makeShift({ id: 1, assignedEmployees: [ann] }),
      makeShift({
        id: 2,
        title: 'Late',
        startTime: '12:00',
        endTime: '14:00',
        duration: 120,
        assignedEmployees: [bob],
      }),
    ]);
    renderGrid();
    const catRow = await rowOf('Cat Test');
    expect(within(catRow).getByText('Time off')).toHaveAttribute(
      'title',
      'Approved time off: Dentist',
    );

    await userEvent.click(
      within(await rowOf('Ann Test')).getByRole('button', { name: /^Morning/ }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move "Morning"' });
    const option = (name: string) => within(dialog).getByRole('button', { name: new RegExp(name) });
    expect(option('Cat Test')).toHaveTextContent("Can't take it: Approved time off: Dentist");
    expect(option('Bob Test')).toHaveTextContent(
      `Can't take it: Already working "Late" 12:00-14:00`,
    );
    expect(within(dialog).queryByRole('button', { name: /Ann Test/ })).toBeNull();
  });

  it('marks liked and avoided days in words, and never refuses a move for them', async () => {
    const preference = (
      id: number,
      employeeId: number,
      dayOfWeek: number,
      kind: 'like' | 'avoid',
      startTime: string,
      endTime: string,
    ): PreferenceResponse => ({
      id,
      employeeId,
      dayOfWeek,
      startTime,
      endTime,
      kind,
      effectiveFrom: null,
      effectiveUntil: null,
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
    serve([makeShift({ id: 1, assignedEmployees: [ann] })], undefined, undefined, [
      preference(1, ann.id, 1, 'like', '09:00', '13:00'),
      preference(2, bob.id, 1, 'avoid', '08:00', '18:00'),
      preference(3, bob.id, 1, 'like', '19:00', '22:00'),
      preference(4, bob.id, 2, 'avoid', '17:00', '22:00'),
    ]);
    renderGrid();
    const annRow = await rowOf('Ann Test');
    const liked = await within(annRow).findByRole('img', { name: 'Prefers to work 09:00–13:00' });
    expect(liked).toHaveAttribute('title', 'Prefers to work 09:00–13:00');
    const cells = within(await rowOf('Bob Test')).getAllByRole('cell');
    // Monday: one mark per kind, each naming its bands.
    expect(
      within(cells[0]!).getByRole('img', { name: 'Would rather avoid 08:00–18:00' }),
    ).toBeInTheDocument();
    expect(
      within(cells[0]!).getByRole('img', { name: 'Prefers to work 19:00–22:00' }),
    ).toBeInTheDocument();
    expect(
      within(cells[1]!).getByRole('img', { name: 'Would rather avoid 17:00–22:00' }),
    ).toBeInTheDocument();
    expect(within(cells[2]!).queryByRole('img')).toBeNull();

    await userEvent.click(within(annRow).getByRole('button', { name: /^Morning/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move "Morning"' });
    // Bob would rather avoid Monday 08:00-18:00, and may still take it.
    expect(within(dialog).getByRole('button', { name: /Bob Test/ })).not.toHaveTextContent(
      "Can't take it",
    );
  });

  it('draws a long team a window of rows at a time, and every row to print', async () => {
    const team = Array.from({ length: 150 }, (_, i) =>
      person(100 + i, `P${String(i).padStart(3, '0')}`),
    );
    serve([makeShift({ id: 1 })], undefined, team);
    renderGrid();
    await rowOf('P000 Test');
    const drawn = () => document.querySelectorAll('tr[data-person]').length;
    expect(drawn()).toBeGreaterThan(10);
    expect(drawn()).toBeLessThan(60);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '152');
    expect(screen.queryByRole('rowheader', { name: /P149 Test/ })).toBeNull();

    // The last person is not drawn, yet the keyboard path reaches them.
    await userEvent.click(
      within(await rowOf('Open slots')).getByRole('button', { name: /^Morning/ }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move "Morning"' });
    expect(within(dialog).getByRole('button', { name: /P149 Test/ })).toHaveTextContent(
      'Can take it',
    );
    await userEvent.keyboard('{Escape}');

    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(drawn()).toBe(150);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(drawn()).toBeLessThan(60);
  });

  it('marks who would get too little rest next to a shift of the neighbouring week', async () => {
    serve([
      makeShift({ id: 1, startTime: '06:00', endTime: '10:00', duration: 240 }),
      // The Sunday before, until 02:00 on Monday; drawn nowhere, judged all the same.
      makeShift({
        id: 2,
        title: 'Late close',
        date: '2030-01-06',
        startTime: '20:00',
        endTime: '02:00',
        duration: 360,
        assignedEmployees: [bob],
      }),
    ]);
    renderGrid();
    expect(
      within(await rowOf('Bob Test')).queryByRole('button', { name: /Late close/ }),
    ).toBeNull();
    expect(await rowOf('Bob Test')).toHaveTextContent('0/10 h');

    await userEvent.click(
      within(await rowOf('Open slots')).getByRole('button', { name: /^Morning/ }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move "Morning"' });
    const option = (name: string) => within(dialog).getByRole('button', { name: new RegExp(name) });
    expect(option('Bob Test')).toHaveTextContent(
      `Can't take it: Less than 8 h of rest next to "Late close" Sun 20:00-02:00`,
    );
    expect(option('Ann Test')).toHaveTextContent('Can take it');
  });

  it('moves a place by keyboard alone, announces it, and undoes it with Ctrl+Z', async () => {
    const morning = makeShift({ id: 1, assignedEmployees: [ann] });
    const posts = serve([morning], ({ body }) => movedTo(morning, body));
    renderGrid();
    const user = userEvent.setup();
    within(await rowOf('Ann Test'))
      .getByRole('button', { name: /^Morning/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Move to…' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('Bob');
    await user.keyboard('{Tab}{Enter}');

    expect(
      await within(await rowOf('Bob Test')).findByRole('button', { name: /^Morning/ }),
    ).toBeInTheDocument();
    expect(within(await rowOf('Ann Test')).queryByRole('button', { name: /^Morning/ })).toBeNull();
    const moved = 'Moved "Morning" on Mon, Jan 7 from Ann Test to Bob Test';
    expect(
      screen.getByText(moved, { selector: '[aria-live="polite"].sr-only' }),
    ).toBeInTheDocument();
    const calls = posts.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(calls[0]![0]).toBe('/api/shifts/1/move');
    expect(JSON.parse(calls[0]![1]!.body as string)).toEqual({
      fromEmployeeId: ann.id,
      toEmployeeId: bob.id,
      allowOverride: false,
    });

    await user.keyboard('{Control>}z{/Control}');
    expect(
      await within(await rowOf('Ann Test')).findByRole('button', { name: /^Morning/ }),
    ).toBeInTheDocument();
    const undo = posts.mock.calls.filter(([, init]) => init?.method === 'POST')[1]!;
    expect(JSON.parse(undo[1]!.body as string)).toEqual({
      fromEmployeeId: bob.id,
      toEmployeeId: ann.id,
      allowOverride: true,
    });
  });

  it('undoes a move whose answer is still on its way when Ctrl+Z is pressed', async () => {
    const morning = makeShift({ id: 1, assignedEmployees: [ann] });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const posts = serve([morning], async ({ body }) => {
      // The move waits for the test; the undo (an override) answers at once.
      if (!(body as { allowOverride: boolean }).allowOverride) await answered;
      return movedTo(morning, body);
    });
    renderGrid();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Ann Test')).getByRole('button', { name: /^Morning/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Bob Test/ }));
    // Shown at once, before the server has answered.
    expect(
      await within(await rowOf('Bob Test')).findByRole('button', { name: /^Morning/ }),
    ).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    answer();

    expect(
      await within(await rowOf('Ann Test')).findByRole('button', { name: /^Morning/ }),
    ).toBeInTheDocument();
    expect(within(await rowOf('Bob Test')).queryByRole('button', { name: /^Morning/ })).toBeNull();
    const bodies = posts.mock.calls
      .filter(([, i]) => i?.method === 'POST')
      .map(([, i]) => JSON.parse(i!.body as string));
    expect(bodies).toEqual([
      { fromEmployeeId: ann.id, toEmployeeId: bob.id, allowOverride: false },
      { fromEmployeeId: bob.id, toEmployeeId: ann.id, allowOverride: true },
    ]);
  });

  it('refreshes a shift read opened while the move was on its way', async () => {
    const morning = makeShift({ id: 1, assignedEmployees: [ann] });
    let stored = morning;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const grid = serve([morning], async ({ body }) => {
      await answered;
      const res = movedTo(morning, body);
      stored = { ...morning, assignedEmployees: [bob] };
      return res;
    });
    // The List mode's read of the week, answered from what the server holds at the time.
    const answerGrid = grid.getMockImplementation()!;
    grid.mockImplementation(async (input, init) =>
      String(input) === `/api/shifts/range?start=${monday}&end=${addDaysIso(monday, 6)}`
        ? jsonResponse([stored])
        : answerGrid(input, init),
    );
    function WeekPeople() {
      const { data } = useWeekShifts(monday);
      return <p data-testid="list">{data?.[0]?.assignedEmployees.map((e) => e.firstName)}</p>;
    }
    renderWithProviders(
      <>
        <TeamGrid monday={monday} filter={{ employeeIds: [], showPast: true }} onEdit={() => {}} />
        <WeekPeople />
      </>,
    );
    const user = userEvent.setup();
    await user.click(within(await rowOf('Ann Test')).getByRole('button', { name: /^Morning/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Bob Test/ }));
    expect(await screen.findByTestId('list')).toHaveTextContent('Ann');
    answer();
    await waitFor(() => expect(screen.getByTestId('list')).toHaveTextContent('Bob'));
  });

  it("offers Undo in the move's toast", async () => {
    const morning = makeShift({ id: 1, assignedEmployees: [ann] });
    const posts = serve([morning], ({ body }) => {
      const { toEmployeeId } = body as { toEmployeeId: number | null };
      return jsonResponse({
        ...morning,
        assignedEmployees: toEmployeeId ? [ann] : [],
        warnings: [],
      });
    });
    renderGrid();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Ann Test')).getByRole('button', { name: /^Morning/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Unassign' }));
    expect(
      await within(await rowOf('Open slots')).findByRole('button', { name: /^Morning/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await within(await rowOf('Ann Test')).findByRole('button', { name: /^Morning/ }),
    ).toBeInTheDocument();
    const bodies = posts.mock.calls
      .filter(([, i]) => i?.method === 'POST')
      .map(([, i]) => JSON.parse(i!.body as string));
    expect(bodies).toEqual([
      { fromEmployeeId: ann.id, toEmployeeId: null, allowOverride: false },
      { fromEmployeeId: null, toEmployeeId: ann.id, allowOverride: true },
    ]);
  });

  it('puts the chip back and offers the override when the server finds a clash', async () => {
    const morning = makeShift({ id: 1, assignedEmployees: [ann] });
    const posts = serve([morning], ({ body }) =>
      (body as { allowOverride: boolean }).allowOverride
        ? jsonResponse({ ...morning, assignedEmployees: [bob], warnings: [] })
        : jsonResponse(
            { message: 'Bob Test is already assigned to "Other"', conflicts: [{}] },
            { status: 409 },
          ),
    );
    renderGrid();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Ann Test')).getByRole('button', { name: /^Morning/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Bob Test/ }));
    const conflict = await screen.findByRole('dialog', { name: 'Assignment conflict detected' });
    expect(conflict).toHaveTextContent('Bob Test is already assigned to "Other"');
    // Back where it was, behind the modal dialog.
    expect(document.querySelector('tr[data-person="1"] [data-chip="1:1"]')).not.toBeNull();
    await user.click(within(conflict).getByRole('button', { name: 'Assign with Override' }));
    expect(
      await within(await rowOf('Bob Test')).findByRole('button', { name: /^Morning/ }),
    ).toBeInTheDocument();
    expect(posts.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(2);
  });

  it("edits the shift from the chip menu's 'Edit shift', and makes the place open from 'Unassign'", async () => {
    const morning = makeShift({ id: 1, assignedEmployees: [ann] });
    const posts = serve([morning], () =>
      jsonResponse({ ...morning, assignedEmployees: [], warnings: [] }),
    );
    const onEdit = vi.fn();
    renderGrid(onEdit);
    const user = userEvent.setup();
    await user.click(within(await rowOf('Ann Test')).getByRole('button', { name: /^Morning/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Move to…',
      'Unassign',
      'Edit shift',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Edit shift' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1, title: 'Morning' }));
    expect(posts.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(0);

    await user.click(within(await rowOf('Ann Test')).getByRole('button', { name: /^Morning/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Unassign' }));
    expect(
      await within(await rowOf('Open slots')).findByRole('button', { name: /^Morning/ }),
    ).toBeInTheDocument();
    expect(within(await rowOf('Ann Test')).queryByRole('button', { name: /^Morning/ })).toBeNull();
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('puts the chip back when a move fails, then reads the week again', async () => {
    const morning = makeShift({ id: 1, assignedEmployees: [ann] });
    let deleted = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const grid = serve([morning], async () => {
      // Another manager deleted the shift while this one moved it.
      deleted = true;
      return jsonResponse({ message: 'Shift not found' }, { status: 404 });
    });
    const answer = grid.getMockImplementation()!;
    grid.mockImplementation(async (input, init) => {
      if (!deleted || !String(input).startsWith('/api/shifts/range')) return answer(input, init);
      await released;
      return jsonResponse([]);
    });
    renderGrid();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Ann Test')).getByRole('button', { name: /^Morning/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Unassign' }));
    expect(
      await screen.findByText('Not moved: Shift not found', {
        selector: '[aria-live="polite"].sr-only',
      }),
    ).toBeInTheDocument();
    // Put back at once, while the week is read again.
    expect(
      within(await rowOf('Ann Test')).getByRole('button', { name: /^Morning/ }),
    ).toBeInTheDocument();
    expect(
      within(await rowOf('Open slots')).queryByRole('button', { name: /^Morning/ }),
    ).toBeNull();
    release();
    await waitFor(() =>
      expect(document.querySelectorAll('[data-team-grid] [data-chip]')).toHaveLength(0),
    );
  });

  it('tells a screen reader whose shift is dragged and over whose row, by name', async () => {
    const morning = makeShift({ id: 1, assignedEmployees: [ann] });
    serve([morning], ({ body }) => movedTo(morning, body));
    renderGrid();
    const chip = within(await rowOf('Ann Test')).getByRole('button', { name: /^Morning/ });
    expect(chip).toHaveAccessibleDescription(/^Press Enter to open the shift's menu/);
    // jsdom lays nothing out: each row is a band 100 px tall, the open slots first, then person 1,
    // 2 and 3, and everything inside a row lies in its band.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const row = this.closest('tr');
      const band = row?.hasAttribute('data-open-slots')
        ? 0
        : row?.getAttribute('data-person')
          ? Number(row.getAttribute('data-person'))
          : null;
      return band === null
        ? new DOMRect(0, 0, 0, 0)
        : new DOMRect(0, band * 100 + (row === this ? 0 : 10), 1000, row === this ? 100 : 40);
    });
    const said = () => document.querySelector('[id^="DndLiveRegion"]')!.textContent;
    const pointer = (y: number) => ({ clientX: 50, clientY: y, isPrimary: true, button: 0 });

    fireEvent.pointerDown(chip, pointer(130));
    fireEvent.pointerMove(document, pointer(140));
    await waitFor(() =>
      expect(said()).toBe("Picked up Ann Test's Morning, Mon 9:00 AM – 5:00 PM."),
    );
    fireEvent.pointerMove(document, pointer(350));
    await waitFor(() =>
      expect(said()).toBe(
        "Over Cat Test's row, Mon. Cat Test can't take it: Approved time off: Dentist.",
      ),
    );
    fireEvent.pointerMove(document, pointer(50));
    await waitFor(() => expect(said()).toBe('Over Open slots, Mon.'));
    fireEvent.pointerMove(document, pointer(250));
    await waitFor(() => expect(said()).toBe("Over Bob Test's row, Mon."));
    fireEvent.pointerUp(document, pointer(250));
    await waitFor(() => expect(said()).toBe("Dropped Ann Test's Morning on Bob Test's row, Mon."));
    expect(
      await screen.findByText('Moved "Morning" on Mon, Jan 7 from Ann Test to Bob Test', {
        selector: '[aria-live="polite"].sr-only',
      }),
    ).toBeInTheDocument();
  });
});
