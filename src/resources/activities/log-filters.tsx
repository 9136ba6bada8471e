/**
 * Filters of the activity log: account, activity type and a period (start / end day). An end before the
 * start is refused on the field, and nothing is searched until it is fixed.
 */
import { DayRangeFields } from "../../forms/day-range-fields";
import { Form, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { ACTIVITY_TYPES, type ActivityType } from "../../domain/activity";
import { DATE_FORMAT as DAY } from "../../domain/datetime";
import { FilterBar } from "../../shell/page";
import type { LogQuery } from "./log-query";
import type { ActivityUser } from "./schema";

interface Values {
  userId?: number;
  activityType?: ActivityType;
  start?: Dayjs | null;
  end?: Dayjs | null;
}

export interface LogFiltersProps {
  query: LogQuery;
  users: ActivityUser[];
  onSearch: (changes: Partial<LogQuery>) => void;
}

export function LogFilters({ query, users, onSearch }: LogFiltersProps) {
  const { t } = useTranslation("activity");
  const initial: Values = {
    userId: query.userId,
    activityType: query.activityType,
    start: query.from ? dayjs(query.from, DAY) : null,
    end: query.to ? dayjs(query.to, DAY) : null,
  };
  const submit = (v: Values) =>
    onSearch({
      page: 1,
      userId: v.userId,
      activityType: v.activityType,
      from: v.start?.format(DAY),
      to: v.end?.format(DAY),
    });
  const reset = () => onSearch({ page: 1, userId: undefined, activityType: undefined, from: undefined, to: undefined });

  return (
    <FilterBar<Values> initialValues={initial} onSearch={submit} onReset={reset}>
      <Form.Item name="userId" label={t("filters.user")}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t("filters.allUsers")}
          className="filter-bar__control"
          options={users.map((u) => ({
            value: u.userId,
            label: u.nickName ? `${u.nickName} (${u.userName})` : u.userName,
          }))}
        />
      </Form.Item>
      <Form.Item name="activityType" label={t("filters.type")}>
        <Select
          allowClear
          placeholder={t("filters.allTypes")}
          className="filter-bar__control"
          options={ACTIVITY_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        />
      </Form.Item>
      <DayRangeFields
        startLabel={t("filters.start")}
        endLabel={t("filters.end")}
        endBeforeStartMessage={t("errors.endBeforeStart")}
      />
    </FilterBar>
  );
}
