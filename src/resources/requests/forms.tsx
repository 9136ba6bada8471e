/** The six request form routes of the `requests` descriptor, one per kind (spec §2 "/store"). */
import { RequestFormPage } from "./request-form-page";

export const SuspendForm = () => <RequestFormPage kind="suspend" />;
export const BlockForm = () => <RequestFormPage kind="block" />;
export const PartForm = () => <RequestFormPage kind="partCondition" />;
export const LimitForm = () => <RequestFormPage kind="creditLimit" />;
export const ClauseForm = () => <RequestFormPage kind="clause" />;
export const TempoForm = () => <RequestFormPage kind="tempo" />;
