import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testShift } from '@/test/utils';
import { drawChips } from './month-chips';
import { ShiftList } from './shift-list';

const OFFERED = '2099-01-01T00:00:00.000Z';
const person = { id: 1, firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' };

describe("'Offered' on the manager's shifts", () => {
  it('marks offered shifts with open places and their requests, and no full or unoffered one', () => {
    render(
      <ShiftList
        shifts={[
          testShift(1, 'Offered one', { offeredAt: OFFERED, pendingClaims: 2 }),
          testShift(2, 'Full one', { offeredAt: OFFERED, assignedEmployees: [person] }),
          testShift(3, 'Plain one'),
        ]}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const table = screen.getByRole('table');
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows[0]).toHaveTextContent('Offered · 2 requests');
    expect(rows[1]).not.toHaveTextContent('Offered');
    expect(rows[2]).not.toHaveTextContent('Offered');
  });

  it('says so on the month chips too', () => {
    const list = document.createElement('div');
    drawChips(list, [testShift(1, 'Offered one', { offeredAt: OFFERED, pendingClaims: 1 })]);
    expect(list).toHaveTextContent('Offered · 1 request');
  });
});
