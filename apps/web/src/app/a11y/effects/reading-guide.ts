import './reading-guide.css';

let guide: HTMLDivElement | null = null;

const follow = (event: PointerEvent) => {
  if (!guide || event.pointerType === 'touch') return;
  guide.style.transform = `translateY(${event.clientY}px)`;
  guide.hidden = false;
};

/**
 * The reading guide (issue 38 point 2): a translucent band across the page that follows the
 * pointer, so the eye keeps its line. Decorative: hidden from assistive technology, never in the way of a click.
 */
export function showReadingGuide(on: boolean): void {
  if (on === (guide !== null)) return;
  if (on) {
    guide = document.createElement('div');
    guide.className = 'a11y-reading-guide';
    guide.setAttribute('aria-hidden', 'true');
    guide.hidden = true;
    guide.dataset.testid = 'reading-guide';
    document.body.append(guide);
    document.addEventListener('pointermove', follow, { passive: true });
    return;
  }
  document.removeEventListener('pointermove', follow);
  guide!.remove();
  guide = null;
}
