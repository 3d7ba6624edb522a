import { ArticleDetail } from './ArticleDetail.tsx';

export default function ServiceCaseDetailScreen() {
  return <ArticleDetail kind="serviceCase" />;
}
