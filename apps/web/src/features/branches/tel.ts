/**
 * The `tel:` address of a branch phone (`0755-86217745`, `010-62561175-8001`): the digits to
 * dial, and an extension after a pause (`,`), never the dashes people read.
 */
export function telHref(phone: string): string {
  const [area = '', number = '', extension] = phone.split('-');
  return `tel:${area}${number}${extension ? `,${extension}` : ''}`;
}
