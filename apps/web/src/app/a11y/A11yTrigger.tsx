import { useSyncExternalStore } from 'react';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import styles from '../care/CareModeSwitch.module.css';
import { AccessibilityIcon } from './accessibility-icon.ts';
import { A11Y_TRIGGER_TEXTS } from './texts.ts';
import { A11Y_TOOLBAR_ID, toolbarOpen } from './toolbar-open.ts';

/** The toolbar is not on the first paint: fetched when a customer reaches for the trigger. */
const loadToolbar = () => import('./toolbar/mount-toolbar.tsx');

/**
 * Opens and closes the 无障碍工具条 (issue 38 point 2). Sits beside the 关怀模式 switch, in the
 * same three places and with the same look.
 */
export function A11yTrigger({
  place,
  className,
  iconClassName,
}: {
  place: 'strip' | 'bar' | 'custom';
  className?: string | undefined;
  iconClassName?: string | undefined;
}) {
  const open = useSyncExternalStore(toolbarOpen.subscribe, toolbarOpen.get, () => false);
  return (
    <button
      type="button"
      className={place === 'custom' ? className : place === 'strip' ? styles.stripSwitch : styles.barSwitch}
      aria-expanded={open}
      aria-controls={open ? A11Y_TOOLBAR_ID : undefined}
      title={A11Y_TRIGGER_TEXTS.tip}
      onPointerEnter={loadToolbar}
      onFocus={loadToolbar}
      onClick={(event) => {
        const trigger = event.currentTarget;
        void loadToolbar().then((m) => m.toggleToolbar(trigger));
      }}
      data-testid="a11y-trigger"
    >
      <ShellIcon icon={AccessibilityIcon} className={iconClassName ?? styles.icon} />
      {A11Y_TRIGGER_TEXTS.label}
    </button>
  );
}
