/** The longest text spoken at once: a hovered paragraph, not a whole page section. */
const MAX_CHARS = 300;

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A field's label: aria-labelledby, a <label for>, or the label it sits in. */
function labelOf(el: Element): string {
  const ids = el.getAttribute('aria-labelledby');
  if (ids) return clean(ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent).join(' '));
  const labels = (el as HTMLInputElement).labels;
  return labels && labels.length > 0 ? clean(Array.from(labels, (l) => l.textContent).join(' ')) : '';
}

/**
 * What 指读 says for an element, as a screen reader would name it: aria-label, the label of a
 * field, an image's alt, else its visible text; a field's value or placeholder follows its name.
 */
export function spokenText(el: Element): string {
  if (el.closest('[aria-hidden="true"]')) return '';
  const named = clean(el.getAttribute('aria-label')) || labelOf(el) || (el instanceof HTMLImageElement ? clean(el.alt) : '');
  let text = named || clean((el as HTMLElement).innerText ?? el.textContent) || clean(el.getAttribute('title'));
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    const value = el.type === 'password' ? '' : clean(el.value) || clean(el.placeholder);
    text = [text, value].filter(Boolean).join('，');
  }
  return text.slice(0, MAX_CHARS);
}

/** Which element a hover reads: the control or text block under the pointer, not a whole layout box. */
export function hoverTarget(el: Element): Element | null {
  const control = el.closest('a[href], button, [role="button"], [role="link"], [role="tab"], [role="menuitem"], label, input, select, textarea, img[alt]');
  if (control) return control;
  const block = el.closest('h1, h2, h3, h4, h5, h6, p, li, td, th, dt, dd, figcaption, legend, caption');
  if (block) return block;
  const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
  return ownText ? el : null;
}
