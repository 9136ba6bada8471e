/**
 * A labelled product form item: label `products:fields.<name>`, the schema-derived rule and its
 * dependencies. antd links the label to the control (htmlFor = the control's generated id).
 */
import type { ReactNode } from "react";
import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { RULE_DEPENDENCIES, productRule, type ProductField } from "./form-rules";

export interface FieldProps {
  name: ProductField;
  children: ReactNode;
  extra?: ReactNode;
  /** Optional fields show no required mark. */
  optional?: boolean;
  valuePropName?: string;
}

export function Field({ name, children, extra, optional, valuePropName }: FieldProps) {
  const { t } = useTranslation(["products", "validation", "forms"]);
  return (
    <Form.Item
      name={name}
      label={t(`products:fields.${name}`)}
      rules={[productRule(name, t)]}
      dependencies={RULE_DEPENDENCIES[name]}
      required={!optional}
      extra={extra}
      valuePropName={valuePropName}
    >
      {children}
    </Form.Item>
  );
}
