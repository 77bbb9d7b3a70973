// The share index may answer more people than qualify, never fewer, and always in ascending
// order: evening out the hours relies on both to choose exactly as a scan of everyone would.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildModel } from './model';
import { Roster } from './roster';
import { ShareIndex } from './share-index';
import { arbitraryInstance } from '../../../test/solver-instances';

describe('ShareIndex on random instances', () => {
  it('answers everyone free for the shift within the share, in order, move after move', () => {
    const steps = fc.array(
      fc.record({ e: fc.nat(), s: fc.nat(), to: fc.nat(), most: fc.double({ min: 0, max: 2 }) }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(
        arbitraryInstance(6, 10),
        steps,
        // Small thresholds too, so that every path of the index runs on these few people.
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(0.25, 1),
        (input, moves, resortAfter, wholeAbove) => {
          const model = buildModel(input);
          const roster = new Roster(model);
          const index = new ShareIndex(roster, { resortAfter, wholeAbove });
          for (const move of moves) {
            const s = move.s % model.shifts.length;
            const answer = [...index.atMost(s, move.most)];
            expect(answer).toEqual([...answer].sort((a, b) => a - b));
            const qualifying = model.eligible[s]!.filter(
              (e) => roster.share(e, model.shifts[s]!.duration) <= move.most,
            );
            expect(answer).toEqual(expect.arrayContaining(qualifying));
            // Shares move only as in evening out (a place handed from one person to another), and
            // by new places.
            const e = move.e % model.employeeIds.length;
            const to = move.to % model.employeeIds.length;
            if (roster.isOn(e, s) && !roster.isOn(to, s)) {
              roster.remove(e, s);
              roster.add(to, s);
              index.gaveAway(e);
            } else if (!roster.isOn(to, s)) roster.add(to, s);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
