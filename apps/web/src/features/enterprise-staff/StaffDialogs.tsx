import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, message as antdMessage } from 'antd';
import { operationInquirerInformation } from '@portal/contract/calls/inquirers/inquirers';
import type { Inquirer } from '@portal/contract/calls/inquirers/fields';
import { callApi } from '../../api/client.ts';
import { digitsOnly } from '../auth/phone-rules.ts';
import { showCallError } from './field-errors.ts';
import { STAFF_RULES } from './rules.ts';
import type { Seat } from './seat.ts';
import { STAFF_TEXTS as T } from './texts.ts';

interface DialogProps {
  seat: Seat;
  onClose: () => void;
  onDone: () => void;
}

/** A dialog whose form submits one staff operation and shows the server's refusal at its field. */
function OperationDialog({
  title,
  seat,
  fields,
  initial,
  operation,
  onClose,
  onDone,
  children,
  testId,
}: DialogProps & {
  title: string;
  fields: readonly string[];
  initial?: Record<string, unknown>;
  operation: (values: Record<string, string>) => Record<string, unknown>;
  children: React.ReactNode;
  testId: string;
}) {
  const [form] = Form.useForm<Record<string, string>>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      await callApi(operationInquirerInformation, {
        applicatUserId: seat.userId,
        groupId: seat.groupId,
        memberCustomerId: seat.memberCustomerId,
        ...(values.note ? { note: values.note } : {}),
        ...operation(values),
      } as Parameters<typeof callApi<typeof operationInquirerInformation>>[1]);
      void antdMessage.success(T.submitted);
      onDone();
    } catch (err) {
      setError(showCallError(form, err, fields, T.loadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={title} okText={T.submit} cancelText={T.cancel} confirmLoading={busy} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} data-testid={testId} requiredMark={false}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        {children}
        <Form.Item name="note" label={T.note} rules={STAFF_RULES.note}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 新增员工: an existing portal user by login name and phone, with the name the enterprise gives them. */
export function AddStaffDialog(props: DialogProps) {
  return (
    <OperationDialog
      {...props}
      title={T.addStaff}
      testId="staff-add-form"
      fields={['userAccount', 'phone', 'userName', 'note']}
      operation={(v) => ({ operationMark: 'add', memberCustomerName: props.seat.memberCustomerName, userAccount: v.userAccount!.trim(), phone: v.phone!, userName: v.userName!.trim() })}
    >
      <Alert type="info" showIcon title={T.addHint} style={{ marginBottom: 16 }} />
      <Form.Item name="userAccount" label={T.loginName} rules={STAFF_RULES.userAccount} validateTrigger="onBlur">
        <Input autoComplete="off" maxLength={20} />
      </Form.Item>
      <Form.Item name="phone" label={T.phone} rules={STAFF_RULES.phone} getValueFromEvent={digitsOnly} validateTrigger="onBlur">
        <Input inputMode="numeric" autoComplete="off" maxLength={11} />
      </Form.Item>
      <Form.Item name="userName" label={T.userName} rules={STAFF_RULES.userName}>
        <Input maxLength={30} />
      </Form.Item>
    </OperationDialog>
  );
}

/** 修改: the name and/or the state (valid / invalid) of a staff user. */
export function ModifyStaffDialog(props: DialogProps & { staff: Inquirer }) {
  const { staff } = props;
  return (
    <OperationDialog
      {...props}
      title={`${T.modify} ${staff.display}`}
      testId="staff-modify-form"
      fields={['userName', 'userState', 'note']}
      initial={{ userName: staff.userName, userState: staff.userState }}
      operation={(v) => ({ operationMark: 'modify', queryMemberUserId: staff.userId, userName: v.userName!.trim(), userState: v.userState })}
    >
      <Form.Item name="userName" label={T.userName} rules={STAFF_RULES.userName}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="userState" label={T.userState}>
        <Select
          options={[
            { value: 'YX', label: '有效' },
            { value: 'WX', label: '无效' },
          ]}
        />
      </Form.Item>
    </OperationDialog>
  );
}

/** 删除: the staff user turns pending expiry until approved. */
export function DeleteStaffDialog(props: DialogProps & { staff: Inquirer }) {
  return (
    <OperationDialog
      {...props}
      title={`${T.remove} ${props.staff.display}`}
      testId="staff-delete-form"
      fields={['note']}
      operation={() => ({ operationMark: 'delete', queryMemberUserId: props.staff.userId })}
    >
      <Alert type="warning" showIcon title={T.confirmDelete(props.staff.display)} style={{ marginBottom: 16 }} />
    </OperationDialog>
  );
}

/** 移交关联: the staff user's account bindings go to another valid staff user. */
export function ReplaceStaffDialog(props: DialogProps & { staff: Inquirer; others: Inquirer[] }) {
  return (
    <OperationDialog
      {...props}
      title={`${T.replace} ${props.staff.display}`}
      testId="staff-replace-form"
      fields={['replaceUserId', 'note']}
      operation={(v) => ({ operationMark: 'replace', queryMemberUserId: props.staff.userId, replaceUserId: v.replaceUserId })}
    >
      <Form.Item name="replaceUserId" label={T.replaceTo} rules={[{ required: true, message: T.pickStaffPlaceholder }]}>
        <Select options={props.others.map((o) => ({ value: o.userId, label: o.display }))} placeholder={T.pickStaffPlaceholder} />
      </Form.Item>
    </OperationDialog>
  );
}
