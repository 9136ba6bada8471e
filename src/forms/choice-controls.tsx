/**
 * Radio, checkbox-group and select controls for use inside antd Form.Item.
 *
 * Why: Form.Item hands its control `aria-required`, and antd renders it on the group's (or the select's)
 * outer <div>, which has no role that allows it: axe reports "aria-allowed-attr" (critical). The required
 * state is still announced by the field's label mark and validation message; each choice keeps its own
 * label. These wrappers drop only that attribute and pass everything else through.
 */
import type { ComponentProps } from "react";
import { Checkbox, Radio, Select } from "antd";

type AriaRequired = { "aria-required"?: boolean | "true" | "false" };

/** antd Radio.Group for a Form.Item. */
export function RadioGroupField(props: ComponentProps<typeof Radio.Group> & AriaRequired) {
  const { "aria-required": _dropped, ...rest } = props;
  return <Radio.Group {...rest} />;
}

/** antd Checkbox.Group for a Form.Item. */
export function CheckboxGroupField<T = unknown>(props: ComponentProps<typeof Checkbox.Group<T>> & AriaRequired) {
  const { "aria-required": _dropped, ...rest } = props;
  return <Checkbox.Group<T> {...rest} />;
}

/** antd Select (without search) for a Form.Item. */
export function SelectField(props: ComponentProps<typeof Select> & AriaRequired) {
  const { "aria-required": _dropped, ...rest } = props;
  return <Select {...rest} />;
}
