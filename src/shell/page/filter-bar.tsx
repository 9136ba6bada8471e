/**
 * The filter bar of every list: an inline search form (a `search` landmark named after the list) whose
 * controls each carry a visible label, with Search and Reset buttons when filters apply on Search. Filters
 * that apply at once (a select, a switch) go in `FilterField`s without the buttons.
 */
import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { Button, Form, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import "./page.css";

export interface FilterBarProps<V extends object> {
  /** Accessible name of the search landmark (default "Filters", `common:page.filters`). */
  label?: string;
  /** Form items (`Form.Item name label`), `FilterField`s or DayRangeFields. */
  children: ReactNode;
  form?: FormInstance<V>;
  name?: string;
  initialValues?: Partial<V>;
  /** With it, Search submits the form's values (validated first). */
  onSearch?: (values: V) => void;
  /** With it, a Reset button clears the form and calls back. */
  onReset?: () => void;
}

export function FilterBar<V extends object>({
  label,
  children,
  form,
  name,
  initialValues,
  onSearch,
  onReset,
}: FilterBarProps<V>) {
  const { t } = useTranslation(["common"]);
  const [own] = Form.useForm<V>();
  const instance = form ?? own;
  return (
    <Form<V>
      form={instance}
      name={name}
      layout="inline"
      role="search"
      aria-label={label ?? t("common:page.filters")}
      className="filter-bar"
      initialValues={initialValues}
      onFinish={onSearch}
    >
      {children}
      {onSearch || onReset ? (
        <Form.Item>
          <div className="filter-bar__actions">
            {onSearch ? (
              <Button type="primary" htmlType="submit">
                {t("common:actions.search")}
              </Button>
            ) : null}
            {onReset ? (
              <Button
                onClick={() => {
                  // Empty, not back to the initial values (those are the filters being cleared).
                  const fields = Object.keys(instance.getFieldsValue(true) as object);
                  (instance as FormInstance).setFields(fields.map((name) => ({ name, value: undefined, errors: [] })));
                  onReset();
                }}
              >
                {t("common:actions.reset")}
              </Button>
            ) : null}
          </div>
        </Form.Item>
      ) : null}
    </Form>
  );
}

/**
 * A labelled filter control that applies at once (controlled by the caller): the label is tied to the
 * control by id, so it is the control's accessible name.
 */
export function FilterField({
  label,
  tooltip,
  children,
}: {
  label: string;
  tooltip?: string;
  children: ReactElement<{ id?: string }>;
}) {
  const id = useId();
  const only = Children.only(children);
  return (
    <Form.Item label={label} htmlFor={id} tooltip={tooltip}>
      {isValidElement(only) ? cloneElement(only, { id }) : only}
    </Form.Item>
  );
}
