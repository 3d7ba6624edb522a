import { useId, type ReactNode } from 'react';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { ShellIcon } from '../../../ui/ShellIcon.tsx';
import type { HomeModule } from '@portal/contract/page-config';
import type { Track } from '../../../app/track.ts';
import { ConfigLink } from '../../../ui/ConfigLink.tsx';
import { HOME_TEXTS } from '../texts.ts';
import styles from './ModuleSection.module.css';

interface ModuleSectionProps {
  module: HomeModule;
  track: Track;
  tinted: boolean;
  children: ReactNode;
}

/** Common frame of a home module: heading, subtitle, optional "more" link and the body. */
export function ModuleSection({ module, track, tinted, children }: ModuleSectionProps) {
  const headingId = useId();
  return (
    <section
      className={`${styles.section} ${tinted ? styles.tinted : ''}`}
      aria-labelledby={headingId}
      data-testid={`module-${module.moduleId}`}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <div>
            <h2 id={headingId} className={styles.title}>
              {module.title}
            </h2>
            {module.subtitle && <p className={styles.subtitle}>{module.subtitle}</p>}
          </div>
          {module.moreUrl && (
            <ConfigLink
              className={styles.more}
              url={module.moreUrl}
              aria-label={HOME_TEXTS.moreAbout(module.title)}
              onClick={() => track({ type: 'module_click', trackId: module.trackId, label: HOME_TEXTS.more })}
            >
              {HOME_TEXTS.more}
              <ShellIcon icon={RightOutlined} />
            </ConfigLink>
          )}
        </div>
        {module.itemList.length > 0 ? children : <p className={styles.empty}>{HOME_TEXTS.emptyModule}</p>}
      </div>
    </section>
  );
}
