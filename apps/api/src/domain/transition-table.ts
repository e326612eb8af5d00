/**
 * A transition table: for each move, the states it may start from, the state it leads to, and the
 * sentence a refusal gives from each other state (decision 009). transitions.ts and
 * transitions-meetings-offers.ts hold the tables.
 */
export type Table<S extends string, M extends string> = Record<
  M,
  { from: readonly S[]; to?: S; refused: Partial<Record<S, string>> }
>;
