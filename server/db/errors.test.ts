// Which failures mean "the database cannot serve now" (503) rather than a fault of ours (500).
import { describe, expect, it } from 'vitest';
import { databaseTrouble, errorCode } from './errors';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });
// As Drizzle reports a failed statement: its own error, the driver's in `cause`.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('databaseTrouble', () => {
  it.each([
    ['ECONNREFUSED', 'unreachable'],
    ['ECONNRESET', 'unreachable'],
    ['57P01', 'unreachable'],
    ['57P03', 'unreachable'],
    ['08006', 'unreachable'],
    ['53300', 'unreachable'],
    ['53100', 'full'],
    ['53200', 'full'],
  ])('takes %s, however wrapped, for %s', (code, trouble) => {
    expect(databaseTrouble(withCode(code))).toBe(trouble);
    expect(databaseTrouble(wrapped(withCode(code)))).toBe(trouble);
  });

  it("knows pg's own words for a lost or timed-out connection", () => {
    expect(databaseTrouble(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      'unreachable',
    );
    expect(databaseTrouble(new Error('timeout exceeded when trying to connect'))).toBe(
      'unreachable',
    );
  });

  it('leaves our own faults and bad statements alone', () => {
    expect(databaseTrouble(withCode('23505'))).toBeNull();
    expect(databaseTrouble(withCode('42P01'))).toBeNull();
    expect(databaseTrouble(new TypeError('x is undefined'))).toBeNull();
    expect(databaseTrouble(undefined)).toBeNull();
  });
});

it('errorCode finds the code under the wrappers', () => {
  expect(errorCode(wrapped(withCode('53100')))).toBe('53100');
  expect(errorCode(new Error('none'))).toBeUndefined();
});
