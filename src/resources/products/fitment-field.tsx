/**
 * Fitment list control: the shared model search (brand -> series -> year) adds a vehicle; chosen vehicles
 * show as removable tags, without duplicates. Value: Fitment[].
 */
import { Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { VehicleModelSearch } from "../../forms/vehicle-model-search";
import type { ModelChoice } from "../../domain/reference";
import { addFitment, choiceToFitment, fitmentKey, fitmentLabel } from "./fitments";
import type { Fitment } from "./schema";

export interface FitmentFieldProps {
  id?: string;
  vehicleType: 1 | 2;
  value?: Fitment[];
  onChange?: (value: Fitment[]) => void;
  disabled?: boolean;
}

export function FitmentField({ id, vehicleType, value = [], onChange, disabled }: FitmentFieldProps) {
  const { t } = useTranslation("products");
  return (
    <Space direction="vertical" style={{ width: "100%" }} id={id}>
      <VehicleModelSearch
        vehicleType={vehicleType}
        disabled={disabled}
        onSearch={(choice: ModelChoice) => onChange?.(addFitment(value, choiceToFitment(choice)))}
      />
      {value.length === 0 ? (
        <Typography.Text type="secondary">{t("form.noFitment")}</Typography.Text>
      ) : (
        <ul
          aria-label={t("form.fitmentList")}
          style={{ display: "flex", flexWrap: "wrap", gap: 8, listStyle: "none", padding: 0, margin: 0 }}
        >
          {value.map((f) => {
            const label = fitmentLabel(f, t("form.allYears"));
            return (
              <li key={fitmentKey(f)}>
                <Tag
                  color="blue"
                  closable={!disabled}
                  closeIcon={
                    <button
                      type="button"
                      aria-label={t("form.removeFitment", { name: label })}
                      style={closeButtonStyle}
                    >
                      ×
                    </button>
                  }
                  onClose={() => onChange?.(value.filter((x) => fitmentKey(x) !== fitmentKey(f)))}
                >
                  {label}
                </Tag>
              </li>
            );
          })}
        </ul>
      )}
    </Space>
  );
}

const closeButtonStyle = { border: 0, background: "none", padding: 0, cursor: "pointer", color: "inherit" } as const;
