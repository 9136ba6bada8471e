/**
 * The survey modal (spec §2 "A survey modal"): asks the seller to rate the portal 1..5 (antd Rate) with an
 * optional comment, once per survey key. Sending stores the answer; closing (X, Esc, "Later") stores a
 * dismissal, so it is not asked again. POST /api/search/ina/survey/answer { surveyKey, score?, comment?,
 * dismissed? }. Loaded lazily by ./survey.tsx only when a survey is pending.
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Rate from "antd/es/rate";
import { MAX_SURVEY_COMMENT, SURVEY_MAX_SCORE, type SurveyAnswerBody } from "../../domain/search";
import { post } from "../../providers/http";
import { search } from "../../resources/endpoint-groups";

export const SURVEY_ANSWER_PATH = search.endpoints.custom.surveyAnswer;

export function SurveyModal({ surveyKey, onDone }: { surveyKey: string; onDone: () => void }) {
  const { t } = useTranslation("shell");
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState("");
  const [sending, setSending] = useState(false);
  const rateLabel = useId();
  const commentId = useId();

  const send = async (body: SurveyAnswerBody) => {
    setSending(true);
    try {
      await post(SURVEY_ANSWER_PATH, body);
    } catch {
      // A failed answer is asked again at the next sign-in; the seller is not kept waiting.
    }
    onDone();
  };
  const dismiss = () => void send({ surveyKey, dismissed: true });

  return (
    <Modal
      open
      title={t("survey.title")}
      onCancel={dismiss}
      width={520}
      footer={[
        <Button key="later" onClick={dismiss} disabled={sending}>
          {t("survey.later")}
        </Button>,
        <Button
          key="send"
          type="primary"
          disabled={score === 0}
          loading={sending}
          onClick={() => void send({ surveyKey, score, ...(comment.trim() ? { comment: comment.trim() } : {}) })}
        >
          {t("survey.send")}
        </Button>,
      ]}
    >
      <p id={rateLabel}>{t("survey.question")}</p>
      <Rate
        aria-labelledby={rateLabel}
        count={SURVEY_MAX_SCORE}
        value={score}
        onChange={setScore}
        tooltips={[1, 2, 3, 4, 5].map((n) => t("survey.score", { n }))}
      />
      <label htmlFor={commentId} style={{ display: "block", margin: "16px 0 4px" }}>
        {t("survey.comment")}
      </label>
      <Input.TextArea
        id={commentId}
        rows={3}
        maxLength={MAX_SURVEY_COMMENT}
        showCount
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
    </Modal>
  );
}

export default SurveyModal;
