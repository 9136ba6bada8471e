/**
 * Bulk actions of the product lists (spec §2 "Bulk update and priority toggle", §4 "Product"): status
 * moves and priority over the selected rows, each after a confirmation naming the count, and the bulk
 * edit's save. Calls go through the data provider's `custom` with the products descriptor's
 * endpoints.custom (server/modules/item/transitions.ts). A refusal changes nothing: the toast shows the
 * API's message and how many products were refused (data.refused).
 */
import { App } from "antd";
import { useCustomMutation, useInvalidate, useNotification, type HttpError } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { BulkAction, SellerBulkMove } from "../../domain/product-transitions";
import type { BulkRefusal, BulkUpdateItem } from "./bulk-schema";

/** Field errors of a refused bulk update, by request path (`items.<i>.<field>...`), already translated. */
export type PathErrors = Record<string, string>;

export function useBulkActions(onDone: () => void) {
  const { t } = useTranslation(["products", "common"]);
  const { modal } = App.useApp();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();

  /** Calls endpoint `name` of the products descriptor; answers the HttpError on refusal (after its toast). */
  const call = async (name: BulkAction, values: object, count: number): Promise<HttpError | null> => {
    try {
      await mutateAsync({
        url: name,
        method: "post",
        values,
        meta: { resource: "products" },
        successNotification: false,
        errorNotification: false,
      });
      open?.({ type: "success", message: t("bulk.done", { count }) });
      onDone();
      return null;
    } catch (err) {
      const error = err as HttpError;
      const refused = (error.data as BulkRefusal | null)?.refused;
      const message = Array.isArray(refused)
        ? t("bulk.refused", { message: error.message, count: refused.length })
        : error.message;
      open?.({ type: "error", message: error.errors ? t("form.fixErrors") : message });
      return error;
    } finally {
      await invalidate({ resource: "products", invalidates: ["list"] });
    }
  };

  /** Asks "<action>: N products?" and runs `run` on OK (the dialog waits for it); a refusal toast says nothing changed. */
  const confirm = (action: string, count: number, run: () => Promise<unknown>) =>
    modal.confirm({
      title: t("bulk.confirmTitle", { action, count }),
      okText: t("common:actions.yes"),
      cancelText: t("common:buttons.cancel"),
      onOk: run,
    });

  return {
    busy: mutation.isPending,
    /** Confirms, then moves every product `itemIds` (or none). */
    move: (move: SellerBulkMove, itemIds: number[]) =>
      confirm(t(`actions.${move}`), itemIds.length, () => call(move, { itemIds }, itemIds.length)),
    /** Confirms, then sets or removes priority of every product `itemIds`. */
    setPriority: (itemIds: number[], priority: boolean) =>
      confirm(t(priority ? "actions.setPriority" : "bulk.priorityOff"), itemIds.length, () =>
        call("setPriority", { itemIds, priority }, itemIds.length),
      ),
    /** One row's star: no confirmation (it is undone with one click). */
    togglePriority: (itemId: number, priority: boolean) => call("setPriority", { itemIds: [itemId], priority }, 1),
    /** Saves the bulk edit; answers the field errors by path when the API refused it (nothing saved). */
    saveEdits: async (items: BulkUpdateItem[]): Promise<PathErrors | null> => {
      const error = await call("bulkUpdate", { items }, items.length);
      if (!error) return null;
      return (error.errors as PathErrors | undefined) ?? {};
    },
  };
}
