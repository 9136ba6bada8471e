/**
 * Asks once after sign-in whether a survey is pending (spec §2 "A survey modal"): POST
 * /api/search/ina/survey/pending {} -> { surveyKey } | null; when one is, the modal (./survey-modal.tsx)
 * loads and shows. A failure asks nothing.
 */
import { Suspense, lazy, useEffect, useState } from "react";
import { post } from "../../providers/http";
import { search } from "../../resources/endpoint-groups";
import type { SurveyPending } from "../../domain/search";

export const SURVEY_PENDING_PATH = search.endpoints.custom.surveyPending;
const SurveyModal = lazy(() => import("./survey-modal"));

/** Renders the survey modal when the signed-in user (`enabled`) has a survey pending. */
export function Survey({ enabled }: { enabled: boolean }) {
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    post<SurveyPending | null>(SURVEY_PENDING_PATH).then(
      (answer) => live && setPending(answer && typeof answer.surveyKey === "string" ? answer.surveyKey : null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <SurveyModal surveyKey={pending} onDone={() => setPending(null)} />
    </Suspense>
  );
}
