import { ArticleDetail } from './ArticleDetail.tsx';

export default function ImgTxtDetailScreen() {
  return <ArticleDetail kind="article" />;
}
