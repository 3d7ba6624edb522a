import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ScheduleOutlined from '@ant-design/icons-svg/es/asn/ScheduleOutlined';
import VerticalAlignTopOutlined from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import { BACK_TO_TOP_ANIMATION_MS } from '@portal/contract/limits';
import type { Track } from '../track.ts';
import { animateScrollToTop, useScrolledPastWindowHeight } from './scroll.ts';
import { SHELL_TEXTS } from './texts.ts';
import { useShellWidth } from './useShellWidth.ts';
import styles from './FloatingPanel.module.css';

/** QR of the account-opening mini program; a static asset so operators can replace it. */
export const ACCOUNT_OPENING_QR_SRC = '/static/img/qr/account-opening.svg';

/** Class names later entries (online customer service, feedback) reuse to look the same. */
export const floatingEntryClassNames = { wrap: styles.entryWrap, entry: styles.entry, icon: styles.entryIcon };

export interface FloatingPanelProps {
  track: Track;
  /**
   * Further entries placed between account opening and back to top, such as online customer
   * service and feedback. Wrap each in `<div className={floatingEntryClassNames.wrap}>`.
   */
  extraEntries?: ReactNode;
}

/** Input types that open no keyboard: focusing them leaves the panel where it is. */
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'image', 'range', 'color', 'hidden']);

/** Whether `target` is a form field someone types or picks in (input, textarea, select, contenteditable). */
function isFormField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || target.isContentEditable;
}

function subscribeToFocus(onChange: () => void): () => void {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

/** Whether a form field outside `panel` has the focus, following the focus as it moves. */
function useFieldFocusedOutside(panel: RefObject<HTMLElement | null>): boolean {
  return useSyncExternalStore(
    subscribeToFocus,
    () => isFormField(document.activeElement) && !panel.current?.contains(document.activeElement),
    () => false,
  );
}

/** The fixed tool panel on the right (§2 Floating panel). */
export function FloatingPanel({ track, extraEntries }: FloatingPanelProps) {
  const [qrOpen, setQrOpen] = useState(false);
  const showBackToTop = useScrolledPastWindowHeight();
  const panel = useRef<HTMLElement | null>(null);
  // On a phone (issue 37) the panel steps aside while a field is being filled in, so it covers
  // none, and comes back when the focus leaves it; wider windows keep it where it is.
  const fieldFocused = useFieldFocusedOutside(panel);
  const steppedAside = useShellWidth() === 'phone' && fieldFocused;
  const wrap = useRef<HTMLDivElement | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const qrId = useId();

  useEffect(() => {
    if (!qrOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setQrOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [qrOpen]);

  const toggleQr = () => {
    if (!qrOpen) track({ type: 'module_click', trackId: 'float_account_opening', label: SHELL_TEXTS.accountOpening });
    setQrOpen(!qrOpen);
  };

  return (
    <aside
      ref={panel}
      className={`${styles.panel} ${steppedAside ? styles.steppedAside : ''}`}
      aria-label={SHELL_TEXTS.floatPanelLabel}
      data-testid="floating-panel"
      data-stepped-aside={steppedAside || undefined}
    >
      <div className={styles.card}>
        <div
          ref={wrap}
          className={styles.entryWrap}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && qrOpen) {
              setQrOpen(false);
              trigger.current?.focus();
            }
          }}
        >
          <button
            ref={trigger}
            type="button"
            className={`${styles.entry} ${qrOpen ? styles.entryActive : ''}`}
            aria-expanded={qrOpen}
            aria-controls={qrId}
            onClick={toggleQr}
            data-testid="float-account-opening"
          >
            <ShellIcon icon={ScheduleOutlined} className={styles.entryIcon} />
            {SHELL_TEXTS.accountOpening}
          </button>
          {qrOpen && (
            <div id={qrId} className={styles.qrPanel} role="dialog" aria-label={SHELL_TEXTS.accountOpening} data-testid="float-qr-panel">
              <p className={styles.qrTitle}>{SHELL_TEXTS.accountOpeningQrTip}</p>
              <img className={styles.qrImage} src={ACCOUNT_OPENING_QR_SRC} alt={SHELL_TEXTS.accountOpeningQrAlt} />
              <p className={styles.qrNote}>{SHELL_TEXTS.accountOpeningQrNote}</p>
              <button
                type="button"
                className={styles.close}
                aria-label={SHELL_TEXTS.close}
                onClick={() => {
                  setQrOpen(false);
                  trigger.current?.focus();
                }}
              >
                <ShellIcon icon={CloseOutlined} />
              </button>
            </div>
          )}
        </div>
        {extraEntries}
      </div>
      {showBackToTop && (
        <button
          type="button"
          className={styles.backToTop}
          aria-label={SHELL_TEXTS.backToTop}
          title={SHELL_TEXTS.backToTop}
          onClick={() => animateScrollToTop(BACK_TO_TOP_ANIMATION_MS)}
          data-testid="back-to-top"
        >
          <ShellIcon icon={VerticalAlignTopOutlined} />
        </button>
      )}
    </aside>
  );
}
