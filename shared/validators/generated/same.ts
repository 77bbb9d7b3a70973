// The type-level check each generated schema file runs against its source: every pair of types
// must be the same both ways, or type checking fails on the list.
export type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export type AllTrue<T extends true[]> = T;
