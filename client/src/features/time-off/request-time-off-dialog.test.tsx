import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { spyOnScrollIntoView } from '@/test/scroll-into-view';
import { jsonResponse, makeTimeOffRequest, mockApi, renderWithProviders } from '@/test/utils';
import { ReconnectingBanner } from '@/components/reconnecting-banner';
import { RequestTimeOffDialog } from './request-time-off-dialog';

const AWAY =
  'The database is unreachable right now. Nothing was changed; please try again in a moment.';

const TODAY = '2030-01-02';

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(
    <RequestTimeOffDialog open onOpenChange={onOpenChange} employeeId={7} today={TODAY} />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Request Time Off' }), onOpenChange };
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

describe('Request Time Off dialog', () => {
  const scrollIntoView = spyOnScrollIntoView();

  it('says what is missing in our words, sending nothing', async () => {
    const api = mockApi(() => jsonResponse({}));
    const { dialog } = renderDialog();
    const d = within(dialog);
    await submit(dialog);
    expect(d.getByRole('alert')).toHaveTextContent(
      'Please provide a reason for your time off request',
    );
    await userEvent.type(d.getByLabelText('Reason'), 'Trip');

    await userEvent.clear(d.getByLabelText('Date'));
    await submit(dialog);
    expect(d.getByRole('alert')).toHaveTextContent('Please select a date');

    await userEvent.click(d.getByLabelText('Date Range'));
    await userEvent.clear(d.getByLabelText('End Date'));
    await submit(dialog);
    expect(d.getByRole('alert')).toHaveTextContent('Please select both start and end dates');
    await userEvent.type(d.getByLabelText('End Date'), '2030-01-01');
    await userEvent.clear(d.getByLabelText('Start Date'));
    await userEvent.type(d.getByLabelText('Start Date'), '2030-01-05');
    await submit(dialog);
    expect(d.getByRole('alert')).toHaveTextContent('Start date cannot be after end date');
    expect(api).not.toHaveBeenCalled();
  });

  it('checks the Multiple Days list and partial-day times, sending nothing', async () => {
    const api = mockApi(() => jsonResponse({}));
    const { dialog } = renderDialog();
    const d = within(dialog);
    await userEvent.type(d.getByLabelText('Reason'), 'Trip');
    await userEvent.click(d.getByLabelText('Multiple Days'));
    await submit(dialog);
    expect(d.getByRole('alert')).toHaveTextContent('Please add at least one date');
    await userEvent.click(d.getByRole('button', { name: 'Add' }));
    expect(d.getByRole('alert')).toHaveTextContent('Please select a date to add');
    await userEvent.type(d.getByLabelText('Add Date'), '2030-01-09');
    await userEvent.click(d.getByRole('button', { name: 'Add' }));
    await userEvent.type(d.getByLabelText('Add Date'), '2030-01-09');
    await userEvent.click(d.getByRole('button', { name: 'Add' }));
    expect(d.getByRole('alert')).toHaveTextContent('This date has already been added');

    await userEvent.click(d.getByRole('switch', { name: 'All day' }));
    await userEvent.clear(d.getByLabelText('End Time'));
    await submit(dialog);
    expect(d.getByRole('alert')).toHaveTextContent(
      'Start and end times are required when not selecting all day',
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('sends sorted multiple dates; the type sets the read-only approval switch', async () => {
    const api = mockApi(() => jsonResponse(makeTimeOffRequest(), { status: 201 }));
    const { dialog, onOpenChange } = renderDialog();
    const d = within(dialog);
    const approval = d.getByRole('switch', { name: 'Requires approval' });
    expect(approval).toBeDisabled();
    expect(approval).toBeChecked();
    await userEvent.selectOptions(d.getByLabelText('Type'), 'appointment');
    expect(approval).not.toBeChecked();
    await userEvent.selectOptions(d.getByLabelText('Type'), 'vacation');
    expect(approval).toBeChecked();

    await userEvent.click(d.getByLabelText('Multiple Days'));
    expect(d.getByLabelText('Add Date')).toHaveAttribute('min', TODAY);
    for (const date of ['2030-01-20', '2030-01-10']) {
      await userEvent.type(d.getByLabelText('Add Date'), date);
      await userEvent.click(d.getByRole('button', { name: 'Add' }));
    }
    await userEvent.type(d.getByLabelText('Reason'), 'Two weddings');
    await submit(dialog);
    expect(api).toHaveBeenCalledTimes(1);
    const [url, init] = api.mock.calls[0]!;
    expect(url).toBe('/api/time-off-requests');
    expect(JSON.parse(init!.body as string)).toEqual({
      employeeId: 7,
      type: 'vacation',
      reason: 'Two weddings',
      startDate: '2030-01-10',
      endDate: '2030-01-20',
      multipleDates: ['2030-01-10', '2030-01-20'],
      allDay: true,
      startTime: null,
      endTime: null,
    });
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows the Schedule Conflict panel for a 400 with conflicts, and a toast for other failures', async () => {
    let answer = jsonResponse(
      {
        message: 'This time off request conflicts with your scheduled shifts',
        conflicts: [
          { id: 3, title: 'Morning', date: '2030-01-03', startTime: '09:00', endTime: '11:00' },
        ],
        suggestion:
          'Ask a coworker to cover or switch these shifts first, or choose different dates.',
      },
      { status: 400 },
    );
    mockApi(() => answer);
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Trip');
    await submit(dialog);
    const panel = await within(dialog).findByRole('alert', { name: 'Schedule Conflict' });
    expect(scrollIntoView.mock.contexts).toContain(panel);
    expect(panel).toHaveTextContent('This time off request conflicts with your scheduled shifts');
    expect(panel).toHaveTextContent('Morning · Thu, Jan 3 · 09:00 - 11:00');
    expect(panel).toHaveTextContent('Ask a coworker to cover or switch');

    answer = jsonResponse(
      { message: 'Time off must be requested at least 7 days in advance' },
      { status: 400 },
    );
    await submit(dialog);
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Failed to submit time off request')).toBeVisible();
    expect(
      within(toasts).getByText('Time off must be requested at least 7 days in advance'),
    ).toBeVisible();
  });

  it('checks an informational partial-day entry against shifts before sending it', async () => {
    const api = mockApi(({ url }) =>
      url === '/api/time-off/check-conflicts'
        ? jsonResponse({
            hasConflict: true,
            message: 'This overlaps 1 scheduled shift',
            conflicts: [],
          })
        : jsonResponse(makeTimeOffRequest({ id: 2 }), { status: 201 }),
    );
    const { dialog } = renderDialog();
    const d = within(dialog);
    await userEvent.selectOptions(d.getByLabelText('Type'), 'personal');
    await userEvent.click(d.getByRole('switch', { name: 'All day' }));
    await userEvent.type(d.getByLabelText('Reason'), 'Errand');
    await submit(dialog);
    expect(await d.findByText('This overlaps 1 scheduled shift')).toBeVisible();
    expect(api.mock.calls.map(([url]) => url)).toEqual(['/api/time-off/check-conflicts']);
    await submit(dialog);
    await vi.waitFor(() =>
      expect(api.mock.calls.map(([url]) => url)).toEqual([
        '/api/time-off/check-conflicts',
        '/api/time-off-requests',
      ]),
    );
  });

  it('keeps an open dialog and what was typed when sending it meets a 503, and says why', async () => {
    const api = mockApi(() => jsonResponse({ message: AWAY }, { status: 503 }));
    renderWithProviders(
      <>
        <RequestTimeOffDialog open onOpenChange={() => {}} employeeId={7} today="2030-01-02" />
        <ReconnectingBanner probeDelaysMs={[60_000]} />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Request Time Off' });
    const d = within(dialog);
    await userEvent.type(d.getByLabelText('Reason'), 'Family wedding in Ohio');
    await userEvent.click(d.getByRole('button', { name: 'Submit Request' }));

    const toast = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(toast).findByText(AWAY)).toBeInTheDocument();
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request Time Off' })).toBeInTheDocument();
    expect(d.getByLabelText('Reason')).toHaveValue('Family wedding in Ohio');
    // Sent once: a write is never retried behind the person's back.
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });
});
