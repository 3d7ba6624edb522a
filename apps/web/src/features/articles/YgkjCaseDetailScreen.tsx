import { ArticleDetail } from './ArticleDetail.tsx';

export default function YgkjCaseDetailScreen() {
  return <ArticleDetail kind="ygkjCase" />;
}
