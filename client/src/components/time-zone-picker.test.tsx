import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Label } from './ui/label';
import { TimeZonePicker } from './time-zone-picker';

function Picker({ initial = 'America/Chicago' }: { initial?: string }) {
  const [zone, setZone] = useState(initial);
  return (
    <>
      <Label htmlFor="zone">Time zone</Label>
      <TimeZonePicker id="zone" value={zone} onChange={setZone} />
      <output aria-label="Chosen">{zone}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'Chosen' });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('TimeZonePicker', () => {
  it('is labelled, shows the chosen zone, and lists the US zones first', async () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    expect(input).toHaveValue('CT · America/Chicago');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames().slice(0, 4)).toEqual([
      'PT · America/Los Angeles',
      'MT · America/Denver',
      'CT · America/Chicago',
      'ET · America/New York',
    ]);
    expect(optionNames().length).toBeGreaterThan(300);
    expect(screen.getByRole('option', { name: 'CT · America/Chicago' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('narrows the list as you type and chooses with the keyboard', async () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.type(input, 'TOKYO');
    expect(optionNames()).toEqual(['Asia/Tokyo']);
    await userEvent.clear(input);
    // Words in any order, spaces for underscores.
    await userEvent.type(input, 'york new');
    expect(optionNames()).toEqual(['ET · America/New York']);
    await userEvent.clear(input);
    await userEvent.type(input, 'europe/l');
    expect(optionNames()).toEqual(expect.arrayContaining(['Europe/Lisbon', 'Europe/London']));
    const active = () => input.getAttribute('aria-activedescendant');
    const first = active();
    expect(document.getElementById(first!)).toHaveTextContent(optionNames()[0]!);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.getElementById(active()!)).toHaveTextContent(optionNames()[1]!);
    const target = document.getElementById(active()!)!.textContent!;
    await userEvent.keyboard('{Enter}');
    expect(chosen()).toHaveTextContent(target.replaceAll(' ', '_'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue(target);
  });

  it('says when nothing matches, and Escape closes without changing the zone', async () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.type(input, 'atlantis');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText(/No time zone matches/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('CT · America/Chicago');
    expect(chosen()).toHaveTextContent('America/Chicago');
  });

  it('chooses with a click, and keeps a zone this browser does not list', async () => {
    render(<Picker initial="Asia/Katmandu" />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    expect(input).toHaveValue('Asia/Katmandu');
    await userEvent.type(input, 'tokyo');
    await userEvent.click(screen.getByRole('option', { name: 'Asia/Tokyo' }));
    expect(chosen()).toHaveTextContent('Asia/Tokyo');
  });
});
