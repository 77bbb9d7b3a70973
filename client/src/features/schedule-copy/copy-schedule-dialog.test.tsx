import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CopyPreview, CopyResult } from '@shared/validators/schedule-copy';
import type { OrganizationSettingsResponse } from '@shared/validators/settings-responses';
import {
  jsonResponse,
  makeOrganizationSettings,
  mockApi,
  renderWithProviders,
  type ApiCall,
} from '@/test/utils';
import CopyScheduleDialog from './copy-schedule-dialog';

const TODAY = '2030-01-16'; // a Wednesday: the target list starts on Monday Jan 14
const shift = (id: number, title: string) => ({
  id,
  title,
  startTime: '09:00',
  duration: 90,
  shiftType: 'Standard',
  notes: null,
  assignedEmployees: [{ id: 5, firstName: 'Ava', lastName: 'Stone' }],
});
const PREVIEW: CopyPreview = {
  weekStart: '2030-01-07',
  weekLabel: 'Jan 7 – Jan 13, 2030',
  days: [
    { date: '2030-01-07', shifts: [shift(1, 'Open'), shift(2, 'Close')] },
    { date: '2030-01-09', shifts: [shift(3, 'Event')] },
  ],
};
const RESULT: CopyResult = {
  message: 'Copied 2 shifts to the week of Jan 14 – Jan 20, 2030',
  createdShifts: 2,
  conflicts: [],
  warnings: [{ employeeName: 'Ava Stone', newHours: 42.5, limit: 40 }],
};

function serve(copy: (call: ApiCall) => Response, settings?: OrganizationSettingsResponse) {
  return mockApi((call) => {
    if (settings && call.url === '/api/organization-settings') return jsonResponse(settings);
    if (call.url === '/api/schedule/available-weeks')
      return jsonResponse([
        {
          weekStart: '2030-01-07',
          weekLabel: 'Jan 7 – Jan 13, 2030',
          shiftCount: 3,
          totalHours: 4.5,
        },
      ]);
    if (call.url.startsWith('/api/schedule/copy-preview')) return jsonResponse(PREVIEW);
    if (call.url === '/api/schedule/copy') return copy(call);
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
}

async function walkToOptions() {
  const user = userEvent.setup();
  renderWithProviders(<CopyScheduleDialog open onOpenChange={() => {}} today={TODAY} />);
  const dialog = await screen.findByRole('dialog', { name: 'Copy Schedule' });
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Missing Information')).toBeInTheDocument();

  await user.click(await within(dialog).findByRole('radio', { name: /Jan 7 – Jan 13, 2030/ }));
  // The preview arrives with every shift ticked.
  const close = await within(dialog).findByRole('checkbox', { name: /Close/ });
  expect(close).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('No Shifts Selected')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
  await user.click(close);
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));

  const targets = within(dialog).getAllByRole('radio');
  expect(targets).toHaveLength(12);
  expect(targets[0]).toHaveAccessibleName(/Jan 14 – Jan 20, 2030/);
  await user.click(targets[0]!);
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByRole('checkbox', { name: /Keep employee assignments/ })).toBeChecked();
  return { user, dialog };
}

describe('CopyScheduleDialog', () => {
  it("keeps Next off while the chosen week's shifts load, so it never judges an empty selection", async () => {
    let answerPreview: (response: Response) => void = () => {};
    mockApi((call) => {
      if (call.url === '/api/schedule/available-weeks')
        return jsonResponse([
          {
            weekStart: '2030-01-07',
            weekLabel: 'Jan 7 – Jan 13, 2030',
            shiftCount: 3,
            totalHours: 4.5,
          },
        ]);
      if (call.url.startsWith('/api/schedule/copy-preview'))
        return new Promise<Response>((resolve) => (answerPreview = resolve));
      return jsonResponse({ message: 'Not found' }, { status: 404 });
    });
    const user = userEvent.setup();
    renderWithProviders(<CopyScheduleDialog open onOpenChange={() => {}} today={TODAY} />);
    const dialog = await screen.findByRole('dialog', { name: 'Copy Schedule' });
    await user.click(await within(dialog).findByRole('radio', { name: /Jan 7 – Jan 13, 2030/ }));
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

    answerPreview(jsonResponse(PREVIEW));
    expect(await within(dialog).findByRole('checkbox', { name: /Close/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('walks the three steps, copies the chosen shifts and shows the result', async () => {
    const api = serve(() => jsonResponse(RESULT, { status: 201 }));
    const { user, dialog } = await walkToOptions();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Schedule' }));

    expect(await within(dialog).findByText('Schedule Copied Successfully!')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Ava Stone will have 42.5 h (limit 40 h) after assignment'),
    ).toBeInTheDocument();
    const sent = api.mock.calls.find(([url]) => url === '/api/schedule/copy')!;
    expect(JSON.parse(String(sent[1]?.body))).toEqual({
      sourceWeek: '2030-01-07',
      targetWeek: '2030-01-14',
      copyOptions: { keepAssignments: true, autoResolveConflicts: false, confirmDuplicate: false },
      selectedShiftIds: [1, 3],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Copy Another Week' }));
    expect(within(dialog).getByText(/Step 1 of 3/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Jan 7/ })).not.toBeChecked();
  });

  it('asks before copying into a week that already has these shifts', async () => {
    const api = serve(({ body }) =>
      (body as { copyOptions: { confirmDuplicate: boolean } }).copyOptions.confirmDuplicate
        ? jsonResponse({ ...RESULT, warnings: [] }, { status: 201 })
        : jsonResponse({ message: 'The week already has 2 shifts like these.' }, { status: 409 }),
    );
    const { user, dialog } = await walkToOptions();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Schedule' }));
    expect(
      await within(dialog).findByText('The week already has 2 shifts like these.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Again' }));
    expect(await within(dialog).findByText('Schedule Copied Successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.mock.calls.filter(([url]) => url === '/api/schedule/copy')).toHaveLength(2),
    );
  });

  it("shows 'Copy Failed' with the server's message", async () => {
    serve(() =>
      jsonResponse(
        { message: 'Every selected shift must belong to the source week' },
        { status: 400 },
      ),
    );
    const { user, dialog } = await walkToOptions();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Schedule' }));
    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Every selected shift must belong to the source week'),
    ).toBeInTheDocument();
  });

  it('offers target weeks only up to the scheduling horizon, and says why', async () => {
    serve(
      () => jsonResponse(RESULT, { status: 201 }),
      makeOrganizationSettings({ advanceSchedulingWeeks: 2 }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CopyScheduleDialog open onOpenChange={() => {}} today={TODAY} />);
    const dialog = await screen.findByRole('dialog', { name: 'Copy Schedule' });
    await user.click(await within(dialog).findByRole('radio', { name: /Jan 7 – Jan 13, 2030/ }));
    await within(dialog).findByRole('checkbox', { name: /Close/ });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // This week and the two after it: the horizon is Sunday, Feb 3.
    const targets = within(dialog).getAllByRole('radio');
    expect(targets).toHaveLength(3);
    expect(targets.at(-1)).toHaveAccessibleName(/Jan 28 – Feb 3, 2030/);
    expect(
      within(dialog).getByText('Shifts can be scheduled up to 2 weeks ahead, through Sun, Feb 3'),
    ).toBeVisible();
  });
});
