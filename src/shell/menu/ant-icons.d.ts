// Types for deep ESM icon imports (`@ant-design/icons/es/icons/<Name>`), which ship without .d.ts:
// importing icons one by one keeps the bundle small and loads the same modules antd itself uses.
declare module "@ant-design/icons/es/icons/*" {
  import type { ForwardRefExoticComponent, RefAttributes } from "react";
  import type { AntdIconProps } from "@ant-design/icons/lib/components/AntdIcon";
  const Icon: ForwardRefExoticComponent<Omit<AntdIconProps, "ref"> & RefAttributes<HTMLSpanElement>>;
  export default Icon;
}
