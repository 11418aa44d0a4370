/** One titled section of a long static text (terms, privacy policy, disclaimer). */
export type TInfoSection = {
  /** Stable anchor id, also used as the React key. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** Optional bullet list rendered after the paragraphs. */
  bullets?: readonly string[];
  /** Optional paragraphs rendered after the bullet list. */
  closing?: readonly string[];
};

/** One question of the FAQ; each answer paragraph is rendered on its own line. */
export type TFaqItem = {
  id: string;
  question: string;
  answer: readonly string[];
};
