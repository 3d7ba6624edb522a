import { mediaTypeOf } from '@portal/contract/validate/media';
import { ARTICLE_TEXTS as T } from './texts.ts';
import styles from './Articles.module.css';

/** An item's media: a video player for video extensions (§5), an image otherwise. */
export function MediaView({ url, title }: { url: string; title: string }) {
  if (mediaTypeOf(url) === 'video') {
    return (
      <video className={styles.media} src={url} controls preload="metadata" aria-label={title} data-testid="article-video">
        {T.videoUnsupported}
      </video>
    );
  }
  return <img className={styles.media} src={url} alt={title} data-testid="article-image" />;
}
