/**
 * The one-time reveal of a new secret (spec §3 "Secret key", §2 webhooks): the value with a copy button and
 * a warning that it is never shown again.
 */
import { Alert, App, Button, Input, Modal, Space } from "antd";
import { CopyOutlined } from "@ant-design/icons";

/** `labels`: the copy button, the done button and the "copied" notice, in the page's namespace. */
export function RevealModal(props: {
  title: string;
  warning: string;
  value: string | null;
  labels: { copy: string; done: string; copied: string };
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const copy = () => {
    if (!props.value) return;
    void navigator.clipboard?.writeText(props.value).then(
      () => void message.success(props.labels.copied),
      () => undefined,
    );
  };
  return (
    <Modal
      open={props.value !== null}
      title={props.title}
      onCancel={props.onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={props.onClose}>
          {props.labels.done}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <Alert type="warning" showIcon message={props.warning} />
        <Space.Compact style={{ width: "100%" }}>
          <Input readOnly value={props.value ?? ""} aria-label={props.title} data-testid="revealed-secret" />
          <Button icon={<CopyOutlined />} onClick={copy}>
            {props.labels.copy}
          </Button>
        </Space.Compact>
      </Space>
    </Modal>
  );
}
