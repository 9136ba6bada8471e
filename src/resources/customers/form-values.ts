/**
 * The customer form's values (/customer/new and the detail's edit drawer) and their mapping to and from
 * the wire (customerCreateSchema / customerUpdateSchema; spec §3 "Customer"). An address left entirely
 * blank is sent as null (addresses are optional); a partly filled one is validated whole. Pure: no React.
 */
import type { CompanyCategory, FeeMethod } from "../../domain/customer";
import type { CustomerAddressInput, CustomerCreate, CustomerDetail, CustomerUpdate } from "./schema";

export interface AddressValues {
  regionCodes?: string[];
  postalCode?: string;
  detail?: string;
}

export interface CustomerFormValues {
  buyer?: string;
  companyCategory?: CompanyCategory;
  companyName?: string;
  contactPerson?: string;
  contactPhone?: string;
  address?: AddressValues;
  invoiceAddress?: AddressValues;
  deliveryFeeMethod?: FeeMethod;
  billFeeMethod?: FeeMethod;
  accountManagerUserId?: number | null;
}

export const EMPTY_CUSTOMER: CustomerFormValues = {
  buyer: "",
  companyName: "",
  contactPerson: "",
  contactPhone: "",
  address: { regionCodes: [], postalCode: "", detail: "" },
  invoiceAddress: { regionCodes: [], postalCode: "", detail: "" },
  deliveryFeeMethod: "online",
  billFeeMethod: "online",
  accountManagerUserId: null,
};

/** True when nothing of an address was filled (it is then sent as null). */
export function isBlankAddress(a: AddressValues | undefined): boolean {
  return !a || ((a.regionCodes ?? []).length === 0 && !a.postalCode?.trim() && !a.detail?.trim());
}

function toAddress(a: AddressValues | undefined): CustomerAddressInput | null {
  if (isBlankAddress(a)) return null;
  return { regionCodes: a?.regionCodes ?? [], postalCode: a?.postalCode ?? "", detail: a?.detail ?? "" };
}

function fields(v: CustomerFormValues): Omit<CustomerCreate, "buyer"> {
  return {
    companyCategory: v.companyCategory as CompanyCategory,
    companyName: v.companyName ?? "",
    contactPerson: v.contactPerson ?? "",
    contactPhone: v.contactPhone ?? "",
    address: toAddress(v.address),
    invoiceAddress: toAddress(v.invoiceAddress),
    deliveryFeeMethod: v.deliveryFeeMethod ?? "online",
    billFeeMethod: v.billFeeMethod ?? "online",
    accountManagerUserId: v.accountManagerUserId ?? null,
  };
}

/** The body of POST /api/customer/ina/create (before parsing with customerCreateSchema). */
export function toCreateBody(v: CustomerFormValues): CustomerCreate {
  return { buyer: (v.buyer ?? "").trim(), ...fields(v) };
}

/** The body of POST /api/customer/ina/update. */
export function toUpdateBody(id: number, v: CustomerFormValues): CustomerUpdate {
  return { id, ...fields(v) };
}

const addressValues = (a: CustomerAddressInput | null): AddressValues =>
  a ? { regionCodes: [...a.regionCodes], postalCode: a.postalCode, detail: a.detail } : { ...EMPTY_CUSTOMER.address };

/** The edit drawer's values of a stored customer. */
export function fromCustomer(c: CustomerDetail): CustomerFormValues {
  return {
    companyCategory: c.companyCategory,
    companyName: c.companyName,
    contactPerson: c.contactPerson,
    contactPhone: c.contactPhone,
    address: addressValues(c.address),
    invoiceAddress: addressValues(c.invoiceAddress),
    deliveryFeeMethod: c.deliveryFeeMethod,
    billFeeMethod: c.billFeeMethod,
    accountManagerUserId: c.accountManagerUserId,
  };
}
