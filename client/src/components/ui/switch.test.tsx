import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

function Harness() {
  const [on, setOn] = useState(false);
  return (
    <>
      <label htmlFor="auto">Auto-assign employees</label>
      <Switch id="auto" checked={on} onCheckedChange={setOn} />
    </>
  );
}

describe('Switch', () => {
  it('is a labelled switch that toggles by click, label and keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Auto-assign employees' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(screen.getByText('Auto-assign employees'));
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
  });
});
