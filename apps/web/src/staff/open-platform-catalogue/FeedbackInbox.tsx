import { useState } from 'react';
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Table, Tag, message } from 'antd';
import { operatorCatalogueFeedbackAnswer, operatorCatalogueFeedbackList, operatorCatalogueFeedbackScreenshot, operatorQuestionWithdraw, type CatalogueFeedbackItem } from '@portal/contract/calls/open-platform/catalogue/console-calls';
import { CATALOGUE_LIMITS, FEEDBACK_KIND_LABELS, type InboxStatus } from '@portal/contract/calls/open-platform/catalogue/fields';
import { callApi, callDownload } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { saveFile } from '../../api/save-file.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { InboxStatusFilter } from './InboxStatusFilter.tsx';
import { formatDateTime } from '../../ui/format-date.ts';

interface AnswerValues {
  reply: string;
  publishQuestion: boolean;
  question: string;
}

/** Customers' feedback on the catalogue's API pages; an answer may be published as an official Q&A (audited on the server). */
export function FeedbackInbox() {
  const [status, setStatus] = useState<InboxStatus | ''>('new');
  const [pageNo, setPageNo] = useState(1);
  const [answering, setAnswering] = useState<CatalogueFeedbackItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<AnswerValues>();
  const [toast, holder] = message.useMessage();
  const list = useLoaded(() => callApi(operatorCatalogueFeedbackList, { ...(status ? { status } : {}), pageNo }), `${status}:${pageNo}`);

  async function answer(v: AnswerValues) {
    if (!answering) return;
    setBusy(true);
    try {
      await callApi(operatorCatalogueFeedbackAnswer, { id: answering.id, reply: v.reply, publishQuestion: v.publishQuestion, question: v.question ?? '' });
      void toast.success(v.publishQuestion ? '已答复，并发布为官方问答' : '已答复');
      setAnswering(null);
      list.reload();
    } catch (err) {
      void toast.error(failureText(err, '答复失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  }

  async function withdraw(questionId: number) {
    try {
      await callApi(operatorQuestionWithdraw, { questionId });
      void toast.success('已下线该官方问答');
    } catch (err) {
      void toast.error(failureText(err, '下线失败，请稍后重试'));
    }
  }

  async function screenshot(id: string) {
    try {
      const file = await callDownload(operatorCatalogueFeedbackScreenshot, { id });
      saveFile(file.bytes, file.mime, file.fileName);
    } catch (err) {
      void toast.error(failureText(err, '下载失败，请稍后重试'));
    }
  }

  return (
    <>
      {holder}
      <InboxStatusFilter
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPageNo(1);
        }}
      />
      <Table<CatalogueFeedbackItem>
        rowKey="id"
        size="small"
        scroll={{ x: 960 }}
        loading={list.loading}
        dataSource={list.data?.items ?? []}
        data-testid="catalogue-feedback-inbox"
        pagination={{ current: pageNo, pageSize: CATALOGUE_LIMITS.pageSize, total: list.data?.total ?? 0, onChange: setPageNo, showSizeChanger: false }}
        columns={[
          { title: '提交时间', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          { title: 'API', render: (_v, r) => `${r.apiName}（${r.apiCode}）` },
          { title: '类型', dataIndex: 'kind', render: (k: CatalogueFeedbackItem['kind']) => FEEDBACK_KIND_LABELS[k] },
          { title: '内容', dataIndex: 'content' },
          { title: '联系人', render: (_v, r) => `${r.contactName} ${r.contactPhone}` },
          { title: '截图', render: (_v, r) => (r.hasScreenshot ? <Button size="small" type="link" onClick={() => void screenshot(r.id)}>下载</Button> : '—') },
          {
            title: '状态',
            render: (_v, r) =>
              r.status === 'new' ? (
                <Button
                  size="small"
                  type="primary"
                  onClick={() => {
                    form.setFieldsValue({ reply: '', publishQuestion: false, question: r.content.slice(0, CATALOGUE_LIMITS.questionMax) });
                    setAnswering(r);
                  }}
                >
                  答复
                </Button>
              ) : (
                <span title={r.reply}>
                  <Tag color="green">已处理</Tag>
                  {r.questionId !== null && (
                    <Popconfirm title="下线后访客不再看到该问答，确定吗？" onConfirm={() => void withdraw(r.questionId!)}>
                      <Button size="small" type="link">
                        下线问答
                      </Button>
                    </Popconfirm>
                  )}
                  {r.handledBy}
                </span>
              ),
          },
        ]}
      />
      <Modal title="答复客户反馈" open={answering !== null} onCancel={() => setAnswering(null)} onOk={() => form.submit()} confirmLoading={busy} okText="提交答复" destroyOnHidden>
        <p>{answering?.content}</p>
        <Form form={form} layout="vertical" onFinish={(v) => void answer(v)}>
          <Form.Item name="reply" label="答复内容" rules={[{ required: true, whitespace: true, message: '请填写答复内容' }]}>
            <Input.TextArea rows={4} maxLength={CATALOGUE_LIMITS.replyMax} showCount />
          </Form.Item>
          <Form.Item name="publishQuestion" valuePropName="checked">
            <Checkbox>发布为该 API 的官方问答（所有访客可见）</Checkbox>
          </Form.Item>
          <Form.Item name="question" label="问答的问题">
            <Input maxLength={CATALOGUE_LIMITS.questionMax} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
