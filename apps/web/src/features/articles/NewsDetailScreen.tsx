import { ArticleDetail } from './ArticleDetail.tsx';

export default function NewsDetailScreen() {
  return <ArticleDetail kind="news" />;
}
