import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, type ApiCall } from '@/test/utils';
import type { Shift } from './shift';
import { TeamGrid } from './team-grid';

const monday = '2030-01-07';
const person = (id: number, firstName: string, weeklyHoursLimit = 40) => ({
  id,
  firstName,
  lastName: 'Test',
  email: `${firstName.toLowerCase()}@example.com`,
  role: 'employee',
  weeklyHoursLimit,
});
const ann = person(1, 'Ann', 30);
const bob = person(2, 'Bob', 10);
const cat = person(3, 'Cat');

function makeShift(overrides: Partial<Shift> = {}): Shift {
  return {
    id: 1,
    title: 'Morning',
    shiftType: 'Standard',
    color: 'teal',
    numberOfStations: 1,
    employeesPerStation: 1,
    date: monday,
    startTime: '09:00',
    endTime: '17:00',
    duration: 480,
    notes: null,
    recurringSeriesId: null,
    createdBy: null,
    published: true,
    assignments: [],
    assignedEmployees: [],
    ...overrides,
  };
}

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

function serve(shifts: Shift[], onPost: (call: ApiCall) => Response = () => jsonResponse({})) {
  return mockApi((call) => {
    const { url } = call;
    if (call.method === 'POST') return onPost(call);
    if (url === `/api/shifts/week/${monday}`) return jsonResponse(shifts);
    // Listed out of order: the grid sorts by name.
    if (url === '/api/employees') return jsonResponse([cat, bob, ann]);
    if (url.startsWith('/api/time-off-requests/approved-for-range')) return jsonResponse([catOff]);
    if (url === '/api/employee-preferences') return jsonResponse([]);
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
}

const renderGrid = () =>
  renderWithProviders(
    <TeamGrid
      monday={monday}
      filter={{ employeeIds: [], showPast: true }}
      onOpenShift={() => {}}
    />,
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

  it('moves a place by keyboard alone, announces it, and undoes it with Ctrl+Z', async () => {
    const morning = makeShift({ id: 1, assignedEmployees: [ann] });
    const posts = serve([morning], ({ body }) => {
      const { toEmployeeId } = body as { toEmployeeId: number };
      return jsonResponse({
        ...morning,
        assignedEmployees: [toEmployeeId === bob.id ? bob : ann],
        warnings: [],
      });
    });
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
});
