import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast, TOAST_DURATION_MS } from '@/lib/toast';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('shows one toast at a time in a live region', () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');

    act(() => toast({ title: 'Saved', variant: 'success' }));
    act(() =>
      toast({ title: 'Login failed', description: 'Wrong password', variant: 'destructive' }),
    );

    expect(region).toHaveTextContent('Login failed');
    expect(region).toHaveTextContent('Wrong password');
    expect(region).not.toHaveTextContent('Saved');
  });

  it('hides the toast after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: 'Shift created successfully' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Shift created successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Shift created successfully')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    render(<Toaster />);
    act(() => toast({ title: 'Logout failed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Logout failed')).not.toBeInTheDocument();
  });

  it('runs its action and closes', async () => {
    render(<Toaster />);
    const undo = vi.fn();
    act(() => toast({ title: 'Schedule filled', action: { label: 'Undo', onClick: undo } }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Schedule filled')).not.toBeInTheDocument();
  });
});
