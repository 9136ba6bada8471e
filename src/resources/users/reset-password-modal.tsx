/**
 * Reset a sub-account's password (spec §5 password rules, 'Kata sandi tidak cocok'): the new password
 * and its confirmation. The API ends the user's sessions; they sign in again with the new one.
 */
import { useEffect, useState } from "react";
import { Form, Modal } from "antd";
import { useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ResetPasswordInput, UserRow } from "./schema";
import { PasswordFields } from "./user-form-modal";
import { failureFields, failureMessage } from "./failure";

export interface ResetPasswordModalProps {
  /** The user whose password is reset; null: closed. */
  user: UserRow | null;
  onReset: (values: ResetPasswordInput) => Promise<void>;
  onClose: () => void;
}

export function ResetPasswordModal({ user, onReset, onClose }: ResetPasswordModalProps) {
  const { t } = useTranslation(["users"]);
  const [form] = Form.useForm<{ password: string; confirmPassword: string }>();
  const [saving, setSaving] = useState(false);
  const { open: notify } = useNotification();

  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);

  async function submit() {
    if (!user) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await onReset({ userId: user.userId, ...values });
      notify?.({ type: "success", message: t("users:form.passwordReset", { name: user.userName }) });
      onClose();
    } catch (err) {
      const fields = failureFields(err);
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else notify?.({ type: "error", message: failureMessage(err, t("users:form.saveFailed")) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={user !== null}
      title={t("users:form.resetTitle", { name: user?.userName ?? "" })}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okText={t("users:form.save")}
      cancelText={t("users:form.cancel")}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" validateTrigger={["onBlur", "onChange"]}>
        <PasswordFields />
      </Form>
    </Modal>
  );
}
