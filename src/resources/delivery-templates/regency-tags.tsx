/**
 * Regencies / cities of an area shown by name (spec §3 "specified areas with cities"), grouped under their
 * province: each province's cities come from the region data (reference `regions`, cached per page load),
 * so only the provinces an area touches are asked for. Codes not (yet) resolved show as the code.
 */
import { Flex, Tag, Typography } from "antd";
import { useRegions } from "../../forms/use-regions";

/** The province code of a regency code (`31.71` -> `31`). */
export const provinceOf = (regencyCode: string) => regencyCode.slice(0, 2);

/** Codes grouped by province, in first-seen order. */
export function byProvince(codes: readonly string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const code of codes) {
    const list = groups.get(provinceOf(code)) ?? [];
    list.push(code);
    groups.set(provinceOf(code), list);
  }
  return [...groups];
}

function ProvinceTags({
  provinceCode,
  codes,
  onRemove,
}: {
  provinceCode: string;
  codes: string[];
  onRemove?: (code: string) => void;
}) {
  const provinces = useRegions(null);
  const cities = useRegions(provinceCode);
  const provinceName = provinces.regions.find((p) => p.code === provinceCode)?.name ?? provinceCode;
  const nameOf = (code: string) => cities.regions.find((c) => c.code === code)?.name ?? code;
  return (
    <Flex gap={4} wrap align="center">
      <Typography.Text type="secondary">{provinceName}:</Typography.Text>
      {codes.map((code) => (
        <Tag
          key={code}
          role="listitem"
          closable={onRemove !== undefined}
          onClose={onRemove ? () => onRemove(code) : undefined}
        >
          {nameOf(code)}
        </Tag>
      ))}
    </Flex>
  );
}

/** The cities of `codes` as tags by province; `onRemove` makes them closable. */
export function RegencyTags({
  codes,
  label,
  onRemove,
}: {
  codes: readonly string[];
  label: string;
  onRemove?: (code: string) => void;
}) {
  return (
    <Flex vertical gap={4} role="list" aria-label={label}>
      {byProvince(codes).map(([province, list]) => (
        <ProvinceTags key={province} provinceCode={province} codes={list} onRemove={onRemove} />
      ))}
    </Flex>
  );
}
