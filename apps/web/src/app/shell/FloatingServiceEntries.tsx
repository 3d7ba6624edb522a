import { CustomerServiceEntry } from '../../features/customer-service/CustomerServiceEntry.tsx';
import { FeedbackEntry } from '../../features/feedback/FeedbackEntry.tsx';
import type { Track } from '../track.ts';
import { CareModeSwitch } from '../care/CareModeSwitch.tsx';
import { A11yTrigger } from '../a11y/A11yTrigger.tsx';
import { floatingEntryClassNames } from './FloatingPanel.tsx';
import { useHeaderLayout } from './useHeaderLayout.ts';

/**
 * The floating panel's service entries (§2 Floating panel), between account opening and back
 * to top: 关怀模式 and the 无障碍工具条 where the header has no room, online customer service and feedback. Each entry is wrapped in
 * `floatingEntryClassNames.wrap` and decides itself whether it shows.
 */
export function FloatingServiceEntries({ track }: { track: Track }) {
  // Where the header has no room for them: the care switch on a phone (or a tablet in 关怀模式),
  // the toolbar's trigger below a desktop's width (a 768 px strip would scroll sideways).
  const layout = useHeaderLayout();
  const phone = layout === 'phone';
  return (
    <>
      {phone && (
        <div className={floatingEntryClassNames.wrap}>
          <CareModeSwitch place="custom" className={floatingEntryClassNames.entry} iconClassName={floatingEntryClassNames.icon} />
        </div>
      )}
      {layout !== 'desktop' && (
        <div className={floatingEntryClassNames.wrap}>
          <A11yTrigger place="custom" className={floatingEntryClassNames.entry} iconClassName={floatingEntryClassNames.icon} />
        </div>
      )}
      <CustomerServiceEntry track={track} />
      <FeedbackEntry track={track} />
    </>
  );
}
