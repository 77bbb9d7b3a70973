import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, type ApiCall } from '@/test/utils';
import { makeClock } from './clock-test-data';
import KioskPinForm from './kiosk-pin-form';

function serve() {
  const puts: ApiCall[] = [];
  mockApi((call) => {
    if (call.method === 'PUT') {
      puts.push(call);
      return new Response(null, { status: 204 });
    }
    return jsonResponse(makeClock({ hasPin: puts.length > 0 }));
  });
  return puts;
}

describe('KioskPinForm', () => {
  it('refuses a PIN that is not 4 to 6 digits, then saves one that is', async () => {
    const puts = serve();
    renderWithProviders(<KioskPinForm />);
    const field = screen.getByLabelText('New PIN (4 to 6 digits)');
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Use 4 to 6 digits');
    expect(puts).toHaveLength(0);

    await userEvent.type(field, 'a34');
    expect(field).toHaveValue('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!).toMatchObject({ url: '/api/clock/pin', body: { pin: '1234' } });
    expect(
      await screen.findByText('You have a PIN. Set a new one to replace it.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
  });
});
