import { lazy, Suspense, useRef, useState } from 'react';
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import type { Track } from '../../app/track.ts';
import { floatingEntryClassNames } from '../../app/shell/FloatingPanel.tsx';
import { FEEDBACK_TEXTS as T } from './texts.ts';

// The dialog, antd and the picture tools load on the first click, not with the page.
const FeedbackDialog = lazy(() => import('./FeedbackDialog.tsx'));

/**
 * The floating panel's 意见反馈 entry (§2 Floating panel): opens 我要反馈. The dialog stays
 * mounted once loaded, so closing it without sending keeps what was typed and picked.
 */
export function FeedbackEntry({ track }: { track: Track }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);

  return (
    <div className={floatingEntryClassNames.wrap}>
      <button
        ref={trigger}
        type="button"
        className={floatingEntryClassNames.entry}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          track({ type: 'module_click', trackId: 'float_feedback', label: T.entry });
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="float-feedback"
      >
        <ShellIcon icon={FormOutlined} className={floatingEntryClassNames.icon} />
        {T.entry}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <FeedbackDialog
            open={open}
            onClose={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
