/**
 * Links between the recap screens, from the descriptor's routes (spec §2 /order): the detail and modify
 * screens take `?recapNo=`, the logistic-number screen `?recapNo=&logisticNo=`.
 */
import { recaps } from "./index";

const { routes } = recaps;

export const recapListPath = routes.recapDeliveryFee.path;
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
export const recapDetailPath = (recapNo: string) => `${routes.detailRecapDeliveryFee.path}?${q({ recapNo })}`;
export const recapModifyPath = (recapNo: string) => `${routes.modifyRecapDeliveryFee.path}?${q({ recapNo })}`;
export const recapLogisticPath = (recapNo: string, logisticNo: string) =>
  `${routes.detaillogisticnoRecapDeliveryFee.path}?${q({ recapNo, logisticNo })}`;
