/** One knowledge-base entry as seeded: the question, 1-4 other ways customers ask it, the answer. */
export interface KbSeed {
  q: string;
  s: readonly string[];
  a: string;
}

/** A category of the knowledge base with its entries, in the order ids are given. */
export interface KbSection {
  category: string;
  entries: readonly KbSeed[];
}
