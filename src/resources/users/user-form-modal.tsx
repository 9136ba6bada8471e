/**
 * Create / edit a sub-account (spec §3 "User", §5): a modal on /store/management. Create asks the sign-in
 * name, display name, email, password and confirmation, and position; edit the display name, email and
 * position (the sign-in name is fixed). Fields validate with src/resources/users/schema.ts; server field
 * errors ('Nama Pengguna Penjual Sudah Ada' on the name, …) land on their fields.
 */
import { useEffect, useState } from "react";
import { Form, Input, Modal, Select } from "antd";
import type { RuleObject } from "antd/es/form";
import { useNotification } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { checkRule, zodRule } from "../../forms/zod-rule";
import type { PositionRow } from "../positions/schema";
import {
  confirmPasswordError,
  emailSchema,
  nickNameSchema,
  passwordSchema,
  positionIdSchema,
  userNameSchema,
  type UserCreateInput,
  type UserRow,
} from "./schema";
import { failureFields, failureMessage } from "./failure";

export interface UserFormModalProps {
  open: boolean;
  /** The user being edited; null creates one. */
  user: UserRow | null;
  positions: readonly PositionRow[];
  onCreate: (values: UserCreateInput) => Promise<void>;
  onUpdate: (values: { userId: number; nickName: string; email: string; positionId: number }) => Promise<void>;
  onClose: () => void;
}

export function UserFormModal({ open, user, positions, onCreate, onUpdate, onClose }: UserFormModalProps) {
  const { t } = useTranslation(["users", "validation"]);
  const [form] = Form.useForm<UserCreateInput>();
  const [saving, setSaving] = useState(false);
  const { open: notify } = useNotification();
  const editing = user !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user)
      form.setFieldsValue({ nickName: user.nickName, email: user.email, positionId: user.positionId ?? undefined });
  }, [open, user, form]);

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      if (user)
        await onUpdate({
          userId: user.userId,
          nickName: values.nickName,
          email: values.email,
          positionId: values.positionId,
        });
      else await onCreate(values);
      onClose();
    } catch (err) {
      const fields = failureFields(err, editing ? undefined : "userName");
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else notify?.({ type: "error", message: failureMessage(err, t("users:form.saveFailed")) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t(editing ? "users:form.editTitle" : "users:form.createTitle")}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okText={t("users:form.save")}
      cancelText={t("users:form.cancel")}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" validateTrigger={["onBlur", "onChange"]} requiredMark>
        {!editing && (
          <Form.Item
            name="userName"
            label={t("users:fields.userName")}
            rules={[{ required: true, message: t("validation:required") }, zodRule(userNameSchema, t)]}
          >
            <Input autoComplete="off" maxLength={50} />
          </Form.Item>
        )}
        <Form.Item
          name="nickName"
          label={t("users:fields.nickName")}
          rules={[{ required: true, message: t("validation:required") }, zodRule(nickNameSchema, t)]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t("users:fields.email")}
          rules={[{ required: true, message: t("validation:required") }, zodRule(emailSchema, t)]}
        >
          <Input type="email" maxLength={100} />
        </Form.Item>
        {!editing && <PasswordFields />}
        <Form.Item
          name="positionId"
          label={t("users:fields.position")}
          rules={[{ required: true, message: t("validation:required") }, zodRule(positionIdSchema, t)]}
        >
          <Select
            placeholder={t("users:form.positionPlaceholder")}
            options={positions.map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Password and its confirmation ('Kata sandi tidak cocok'), shared by create and reset password. */
export function PasswordFields() {
  const { t } = useTranslation(["users", "validation"]);
  return (
    <>
      <Form.Item
        name="password"
        label={t("users:fields.password")}
        extra={t("users:form.passwordHint")}
        rules={[{ required: true, message: t("validation:required") }, zodRule(passwordSchema, t)]}
      >
        <Input.Password autoComplete="new-password" maxLength={50} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t("users:fields.confirmPassword")}
        dependencies={["password"]}
        rules={[
          ({ getFieldValue }) => checkRule((v) => confirmPasswordError(getFieldValue("password"), v), t) as RuleObject,
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={50} />
      </Form.Item>
    </>
  );
}
