/**
 * The seller's pass and undo pass on an inquiry (spec §4 "Inquiry and tender": an inquiry already passed cannot
 * be tendered or passed again; one already tendered cannot be passed; a pass can be undone). Each goes through
 * the data provider (useEndpointMutation invalidates every inquiries query: the list, its counts and an open
 * detail show the new state); a refusal shows the API's message (e.g. `inquiries:errors.tendered` when another
 * account of the shop tendered first).
 */
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { failureText, useEndpointMutation } from "../../providers/data-hooks";
import type { InquiryNoRequest } from "./schema";

export interface InquiryMoves {
  /** POST /api/inquiry/ina/pass `{ inquiryNo }`. */
  pass: (inquiryNo: string) => Promise<void>;
  /** POST /api/inquiry/ina/undoPass `{ inquiryNo }`. */
  undoPass: (inquiryNo: string) => Promise<void>;
  busy: boolean;
}

/** See module doc. */
export function useInquiryMoves(): InquiryMoves {
  const { t } = useTranslation("inquiries");
  const { message } = App.useApp();
  const passCall = useEndpointMutation<unknown, InquiryNoRequest>("inquiries", "pass");
  const undoCall = useEndpointMutation<unknown, InquiryNoRequest>("inquiries", "undoPass");
  const run = async (call: typeof passCall, inquiryNo: string, done: string) => {
    try {
      await call.run({ inquiryNo });
      void message.success(done);
    } catch (err) {
      void message.error(failureText(err, t("moves.failed")));
    }
  };
  return {
    pass: (inquiryNo) => run(passCall, inquiryNo, t("moves.passDone", { inquiryNo })),
    undoPass: (inquiryNo) => run(undoCall, inquiryNo, t("moves.undoPassDone", { inquiryNo })),
    busy: passCall.isPending || undoCall.isPending,
  };
}
