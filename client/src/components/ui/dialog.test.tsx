import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogTrigger } from './dialog';

function Example() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Invite Employee</Button>
      </DialogTrigger>
      <DialogContent title="Invite New Employee" description="They get an email with a link.">
        <Button>Send Invitation</Button>
      </DialogContent>
    </Dialog>
  );
}

/** Opened by state, as most dialogs are (Add Shift, a row's Edit): no DialogTrigger. */
function OpenedByState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Shift</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Add New Shift">
          <Button onClick={() => setOpen(false)}>Cancel</Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, described, keyboard-operable, and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Invite Employee' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Invite New Employee' });
    expect(dialog).toHaveAccessibleDescription('They get an email with a link.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Focus stays inside: tabbing past the last control wraps to the first.
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('returns focus to the button that opened it when opened by state', async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    const opener = screen.getByRole('button', { name: 'Add Shift' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('has a labelled close button', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Employee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
