/** The box's style inline: RichText sits in the footer, and a stylesheet of its own would delay the first paint. */
const TABLE_BOX = '<div style="max-width:100%;overflow-x:auto">';

/**
 * Each table of sanitised HTML in a box of its own that scrolls sideways, so a wide table never
 * makes the page wider than a phone (issue 20). Sanitised text has its `<` escaped, so every
 * `<table` here is a tag.
 */
export function boxTables(html: string): string {
  return html.replace(/<table(?=[\s>])/gi, `${TABLE_BOX}<table`).replace(/<\/table>/gi, '</table></div>');
}
