/**
 * The shapes of what a control holds, each written once: the coercion of an answer, its conversion to RFC 3339 and
 * the check of what a draft brings back all read them from here.
 */

/** A JSON-style decimal: what a number input holds once the browser has sanitised it. */
export const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A date control's value, `YYYY-MM-DD`. */
export const LOCAL_DATE = /^\d{4}-\d\d-\d\d$/;

/** A local date-time control's value, `YYYY-MM-DDTHH:mm[:ss[.sss]]` (no offset), year to millisecond in groups 1–7. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
