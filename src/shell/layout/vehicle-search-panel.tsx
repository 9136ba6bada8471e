/**
 * The header's vehicle search (spec §1 "vehicle search goes by brand, series and year", §5 "Model search",
 * §9 typing delay 800 ms and the `chooseModelHistory` cookie): car or motorbike, then the shared
 * VehicleModelSearch (src/forms: brand -> series -> year, a new brand clears series and year, a new series
 * clears year, choosing a year searches, the button disabled until all three are set, 5-entry history).
 * A search opens the buyer portal's search page for that vehicle in a new tab. Loaded lazily.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import Modal from "antd/es/modal";
import Segmented from "antd/es/segmented";
import { VehicleType, type ModelChoice, type VehicleTypeValue } from "../../domain/reference";
import { VehicleModelSearch } from "../../forms/vehicle-model-search";
import { buyerPortalUrl } from "../../providers/runtime-config";

/** The buyer portal's search page for a vehicle. */
export function vehicleSearchUrl(vehicleType: VehicleTypeValue, choice: ModelChoice): string {
  const q = new URLSearchParams({
    vehicleType: String(vehicleType),
    brandId: choice.brand.brandId,
    series: choice.series,
    year: String(choice.year.year),
  });
  return buyerPortalUrl(`/search?${q.toString()}`);
}

export function VehicleSearchPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("shell");
  const [vehicleType, setVehicleType] = useState<VehicleTypeValue>(VehicleType.car);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t("header.vehicle.title")}
      style={{ top: 24 }}
      width={640}
      destroyOnHidden
    >
      <div style={{ display: "grid", gap: 12 }}>
        <Segmented<VehicleTypeValue>
          aria-label={t("header.vehicle.type")}
          value={vehicleType}
          onChange={setVehicleType}
          options={[
            { value: VehicleType.car, label: t("header.inquiry.car") },
            { value: VehicleType.motorcycle, label: t("header.inquiry.motor") },
          ]}
        />
        <VehicleModelSearch
          key={vehicleType}
          vehicleType={vehicleType}
          onSearch={(choice) => window.open(vehicleSearchUrl(vehicleType, choice), "_blank", "noopener,noreferrer")}
        />
      </div>
    </Modal>
  );
}

export default VehicleSearchPanel;
