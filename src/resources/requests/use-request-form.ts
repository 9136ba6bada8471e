/**
 * State of one request form page (spec §2 "/store" request forms): the partner picker's data
 * (POST /api/request/ina/partners), the chosen partner's current terms, and the submit through the data
 * provider (POST /api/request/ina/create). A success keeps the created ticket to show its number;
 * server field errors (e.g. limit above max) land on their fields; other refusals (e.g. the pending
 * refusal of spec §8) toast through Refine's error notification.
 */
import { useMemo, useState } from "react";
import { Form } from "antd";
import { useSearchParams } from "react-router";
import { useCreate, useCustom, useNotification, type HttpError } from "@refinedev/core";
import { serverFieldErrors } from "../../forms/zod-rule";
import { BLOCK_OPERATIONS, SUSPEND_OPERATIONS, type RequestKind } from "../../domain/request";
import type { PartnerOption, RequestCreate, RequestTicket } from "./schema";

/** The form's values: everything of the create body but the kind (fixed by the page). */
export type RequestFormValues = Omit<RequestCreate, "kind"> & Record<string, unknown>;

/**
 * The values a link preselects (the partnership detail opens a form for its buyer): `?buyerUserId=` (a
 * positive whole number) and, for suspend / block, `?operation=` when it is one of the kind's operations.
 * Pure.
 */
export function prefillOf(kind: RequestKind, params: URLSearchParams): Partial<RequestFormValues> {
  const values: Partial<RequestFormValues> = {};
  const raw = params.get("buyerUserId") ?? "";
  const buyerUserId = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (buyerUserId > 0 && Number.isSafeInteger(buyerUserId)) values.buyerUserId = buyerUserId;
  const operation = params.get("operation");
  const operations: readonly string[] =
    kind === "suspend" ? SUSPEND_OPERATIONS : kind === "block" ? BLOCK_OPERATIONS : [];
  if (operation && operations.includes(operation)) values.operation = operation;
  return values;
}

export function useRequestForm(kind: RequestKind) {
  const [form] = Form.useForm<RequestFormValues>();
  const [params] = useSearchParams();
  const prefill = params.toString();
  // Read once per query string: the form's initial values (resetFields goes back to them).
  const initialValues = useMemo(() => prefillOf(kind, new URLSearchParams(prefill)), [kind, prefill]);
  const { result, query } = useCustom<PartnerOption[]>({
    url: "partners",
    method: "post",
    meta: { resource: "requests" },
  });
  const partners: PartnerOption[] = Array.isArray(result.data) ? result.data : [];
  const buyerUserId = Form.useWatch("buyerUserId", form) as number | undefined;
  const partner = partners.find((p) => p.buyerUserId === buyerUserId) ?? null;
  const pending = partner?.pendingKinds.includes(kind) ?? false;
  const [created, setCreated] = useState<RequestTicket | null>(null);
  const { mutate, mutation } = useCreate<RequestTicket, HttpError, RequestCreate>({
    successNotification: false,
    errorNotification: false,
  });
  const { open } = useNotification();

  const submit = (values: RequestFormValues) => {
    mutate(
      { resource: "requests", values: { ...values, kind } as RequestCreate },
      {
        onSuccess: ({ data }) => {
          setCreated(data);
          void query.refetch();
        },
        onError: (err) => {
          const fields = serverFieldErrors(err.data);
          if (fields.length > 0) form.setFields(fields);
          void query.refetch();
          // Spec §8: a refusal shows its message as an error toast (e.g. the pending refusal).
          open?.({ type: "error", message: err.message });
        },
      },
    );
  };

  /** Back to an empty form after a success ("make another request"). */
  const reset = () => {
    setCreated(null);
    form.resetFields();
  };

  return {
    form,
    initialValues,
    partners,
    partnersLoading: query.isLoading,
    partner,
    pending,
    submit,
    submitting: mutation.isPending,
    created,
    reset,
  };
}
