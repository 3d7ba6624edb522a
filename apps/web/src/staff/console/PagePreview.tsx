import type { MouseEvent } from 'react';
import type { PageData } from '@portal/contract/page-config';
import type { Track } from '../../app/track.ts';
import { Footer } from '../../app/shell/Footer.tsx';
import { Header } from '../../app/shell/Header.tsx';
import { HomeScreen } from '../../features/home/HomeScreen.tsx';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';

/** The preview reports nothing to analytics: operators' looks are not visitors' clicks. */
const noTrack: Track = () => {};

/** Links in the preview must not take the operator away from unsaved edits. */
function holdLinks(event: MouseEvent) {
  if ((event.target as HTMLElement).closest('a')) event.preventDefault();
}

/** The draft as visitors would see it, drawn by the portal's own Header, HomeScreen and Footer. */
export function PagePreview({ page }: { page: PageData }) {
  return (
    <section className={styles.previewFrame} aria-label={T.previewNote} data-testid="page-preview">
      <div className={styles.previewNote}>{T.previewNote}</div>
      <div className={`portal-page ${styles.previewPage}`} onClickCapture={holdLinks}>
        <Header config={page.pageContent.headerData} loggedIn={false} track={noTrack} />
        <main className="portal-main">
          <HomeScreen content={page.pageContent} track={noTrack} heading={page.pageInfo.pageName} />
        </main>
        <Footer config={page.pageContent.footerData} track={noTrack} />
      </div>
    </section>
  );
}
