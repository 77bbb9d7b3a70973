// HiGHS, compiled to WebAssembly: loaded once per thread on first use, since compiling the module
// takes longer than most solves.
import loadHighs, { type Highs } from 'highs';

let loading: Promise<Highs> | null = null;

export function loadLinearSolver(): Promise<Highs> {
  loading ??= loadHighs();
  return loading;
}
