import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
import ShiftSwapApprovals from './shift-swap-approvals';

describe('Shift Swap Approvals', () => {
  it('is a card of the requests tab, headed like its siblings', async () => {
    mockApi(() => jsonResponse([]));
    renderWithProviders(<ShiftSwapApprovals />);
    expect(await screen.findByText('No swaps awaiting approval.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shift Swap Approvals' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Shift Swap Approvals' })).toBeInTheDocument();
  });
});
