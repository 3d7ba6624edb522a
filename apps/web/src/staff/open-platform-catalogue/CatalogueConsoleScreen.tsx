import { Tabs } from 'antd';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { ConsultInbox } from './ConsultInbox.tsx';
import { FeedbackInbox } from './FeedbackInbox.tsx';

/** #/staff/open-platform-catalogue: the API catalogue's feedback and the consultation requests (issue 26). */
export default function CatalogueConsoleScreen() {
  return (
    <OperatorPage title="开放平台反馈与咨询" intro="客户在 API 目录提交的意见反馈与推广页的预约咨询。答复反馈时可将其发布为该 API 的官方问答；每次处理记入操作日志。">
      <Tabs
        items={[
          { key: 'feedback', label: 'API反馈', children: <FeedbackInbox /> },
          { key: 'consult', label: '预约咨询', children: <ConsultInbox /> },
        ]}
      />
    </OperatorPage>
  );
}
