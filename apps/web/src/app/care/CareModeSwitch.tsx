import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import { useCareMode } from './care-mode.ts';
import { switchCareMode } from './care-mode-sync.ts';
import { CARE_TEXTS } from './texts.ts';
import styles from './CareModeSwitch.module.css';

/**
 * The one visible 关怀模式 control (issue 38): in the header's top strip (or its main bar when a
 * page has no strip), or as an entry of the floating panel on a phone. Its words say what a
 * press does; `aria-pressed` says the state.
 */
export function CareModeSwitch({
  place,
  className,
  iconClassName,
}: {
  place: 'strip' | 'bar' | 'custom';
  className?: string | undefined;
  iconClassName?: string | undefined;
}) {
  const on = useCareMode();
  return (
    <button
      type="button"
      className={place === 'custom' ? className : place === 'strip' ? styles.stripSwitch : styles.barSwitch}
      aria-pressed={on}
      title={on ? CARE_TEXTS.switchOffTip : CARE_TEXTS.switchOnTip}
      onClick={() => switchCareMode(!on)}
      data-testid="care-mode-switch"
    >
      <ShellIcon icon={HeartOutlined} className={iconClassName ?? styles.icon} />
      {on ? CARE_TEXTS.switchOff : CARE_TEXTS.switchOn}
    </button>
  );
}
