import type { CSSProperties } from 'react';
import type { FooterConfig } from '@portal/contract/page-config';
import { FOOTER_IMAGE_SIZE, FOOTER_WIDTH_BASIS } from '@portal/contract/limits';
import type { Track } from '../track.ts';
import { ConfigLink } from '../../ui/ConfigLink.tsx';
import { DeferredRichText } from '../../ui/DeferredRichText.tsx';
import { FooterColumn } from './FooterColumn.tsx';
import { SHELL_TEXTS } from './texts.ts';
import styles from './Footer.module.css';

export interface FooterProps {
  config: FooterConfig;
  track: Track;
}

/**
 * Page footer of §2: menu columns, an optional list of 120x120 images (app QR codes), the
 * sanitised copyright HTML and an optional background image; `newFooter` selects the navy
 * variant, otherwise the plain light one.
 */
export function Footer({ config, track }: FooterProps) {
  const columns = config.fMenu ?? [];
  const images = config.showImg !== false ? (config.imgMenu ?? []) : [];
  const pick = (name: string) => track({ type: 'menu_click', trackId: 'footer', label: name });

  const style = {
    '--footer-width': `${FOOTER_WIDTH_BASIS}px`,
    '--footer-image-size': `${FOOTER_IMAGE_SIZE}px`,
    ...(config.backgroundImg ? { backgroundImage: `url("${encodeURI(config.backgroundImg)}")` } : {}),
  } as CSSProperties;

  return (
    <footer
      className={`${styles.footer} ${config.newFooter ? styles.dark : ''}`}
      style={style}
      data-testid="footer"
    >
      <div className={styles.inner}>
        {(columns.length > 0 || images.length > 0) && (
          <div className={styles.top}>
            {columns.length > 0 && (
              <nav className={styles.columns} aria-label={SHELL_TEXTS.footerNavLabel}>
                {columns.map((column, i) => (
                  <FooterColumn key={`${column.name}-${i}`} column={column} index={i} onPick={pick} />
                ))}
              </nav>
            )}
            {images.length > 0 && (
              <ul className={styles.images} aria-label={SHELL_TEXTS.footerImagesLabel} data-testid="footer-images">
                {images.map((image, i) => (
                  <li key={`${image.name}-${i}`} className={styles.imageItem}>
                    {image.linkurl ? (
                      <ConfigLink
                        className={styles.imageFrame}
                        aria-label={image.name}
                        url={image.linkurl}
                        newPage={image.newPage}
                        onClick={() => pick(image.name)}
                      >
                        <FooterImage src={image.imgsrc} />
                      </ConfigLink>
                    ) : (
                      <span className={styles.imageFrame}>
                        <FooterImage src={image.imgsrc} />
                      </span>
                    )}
                    <span>{image.name}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {config.description && (
          <div className={styles.copyright} data-testid="footer-copyright">
            <DeferredRichText html={config.description} />
          </div>
        )}
      </div>
    </footer>
  );
}

/** Decorative: the caption under the image (or the link's label) already names it. */
function FooterImage({ src }: { src: string | undefined }) {
  return src ? <img src={src} alt="" width={FOOTER_IMAGE_SIZE} height={FOOTER_IMAGE_SIZE} loading="lazy" /> : null;
}
