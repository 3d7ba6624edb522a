import { ArticleDetail } from './ArticleDetail.tsx';

export default function NoticeDetailScreen() {
  return <ArticleDetail kind="notice" />;
}
