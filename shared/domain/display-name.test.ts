import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('uses the full name', () => {
    expect(
      displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.io' }, 'Manager'),
    ).toBe('Ada Lovelace');
  });

  it('uses whichever name part exists, trimmed', () => {
    expect(displayName({ firstName: ' Ada ', lastName: null, email: 'ada@x.io' }, 'Manager')).toBe(
      'Ada',
    );
    expect(displayName({ firstName: '', lastName: 'Lovelace', email: 'ada@x.io' }, 'Manager')).toBe(
      'Lovelace',
    );
  });

  it('falls back to the part of the email before the at-sign', () => {
    expect(
      displayName({ firstName: null, lastName: '  ', email: 'jo.smith@team.io' }, 'Manager'),
    ).toBe('jo.smith');
  });

  it('falls back to the given word when there is neither name nor email', () => {
    expect(displayName({ firstName: null, lastName: null, email: null }, 'Manager')).toBe(
      'Manager',
    );
    expect(displayName({ email: '@team.io' }, 'Employee')).toBe('Employee');
  });
});
