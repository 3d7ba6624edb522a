/**
 * One seeded item as written here: `body` is paragraphs; a paragraph starting with `## ` is a
 * heading and one starting with `- ` lines is a bullet list. Dates are China dates, yyyy-mm-dd.
 */
export interface SeedArticle {
  /** Fixed id, so page configurations (the home notice module) can link the item. */
  id: number;
  title: string;
  date: string;
  summary: string;
  body: string[];
  column?: string;
  top?: boolean;
  cover?: string;
  media?: string;
  source?: string;
  tags?: string[];
}
