/**
 * Every text the kit shows, by key. A value is a template with `{name}` placeholders, or, where a number
 * decides the wording, one template per plural category (chosen with `Intl.PluralRules`). Hosts override
 * any key with a `Partial<Messages>`; the values are plain data, so overrides can come from JSON.
 */
import type { ProblemCode } from '../schema/problem.js';
import type { UrlWarningCode } from '../url/analyze.js';
import type { Stopped } from '../stopped/reasons.js';
import type { IssueCode } from '../validate/content.js';

export type PluralTemplates = { [K in Intl.LDMLPluralRule]?: string } & { other: string };
export type Template = string | PluralTemplates;

export interface UiMessages {
  /** Header: who asks. `{server}` is the server's title, else its name. */
  'asking': string;
  /** Appended to the server name when a version is known. */
  'server.version': string;
  /** Header when the host did not say which server asks. */
  'server.unknown': string;
  /** Screen-reader text of the visible required marker. */
  'field.required': string;
  'field.yes': string;
  'field.no': string;
  'field.choose': string;
  /** Hint under a date-time field: which zone the time is in. */
  'field.timeZone': string;
  /** Hint on a multi-select with limits; `{min}`/`{max}`. */
  'field.chooseBetween': string;
  'field.chooseAtLeast': Template;
  'field.chooseAtMost': Template;
  'action.review': string;
  'action.send': string;
  'action.edit': string;
  'action.decline': string;
  'action.cancel': string;
  'action.shortcuts': string;
  'review.heading': string;
  'review.intro': string;
  'review.empty': string;
  'review.selectedNone': string;
  'summary.heading': Template;
  'form.noFields': string;
  'form.secretWarning': string;
  'form.defaultDropped': string;
  /**
   * An app-rendered question (draft SEP-3118): the frame's accessible name, the line above it saying whose form it
   * is, the way to the standard form, and why the standard form shows instead of the app (`{server}` each).
   */
  'app.title': string;
  'app.intro': string;
  'app.useStandard': string;
  'app.failed': string;
  'app.invalid': string;
  'unsupported.heading': string;
  'unsupported.intro': string;
  'unsupported.more': Template;
  'result.accepted': string;
  'result.declined': string;
  'result.cancelled': string;
  /** The time left to answer, shown under the message when the asker has a deadline; `{count}`. */
  'time.hoursLeft': Template;
  'time.minutesLeft': Template;
  'time.secondsLeft': Template;
  /** The time left in under a minute, where the person prefers reduced motion (no per-second change). */
  'time.underMinute': string;
  /** After the reason, in the form: nothing was sent. */
  'stopped.notSent': string;
  /** Heading of what the person had entered, kept visible after the asker stopped waiting. */
  'stopped.kept': string;
  /** The one button left after the asker stopped waiting. */
  'action.close': string;
  /**
   * The one-line record of a question in a conversation (`recordLine`). An accepted form lists its answers:
   * `{values}` joined by `record.separator`; a yes/no answer names its field (`{field}`); what did not fit is
   * counted (`{count}`). `{host}` is the site a page was opened on.
   */
  'record.accepted': string;
  'record.acceptedEmpty': string;
  'record.separator': string;
  'record.yes': string;
  'record.no': string;
  'record.more': Template;
  'record.opened': string;
  'record.declined': string;
  'record.cancelled': string;
  /** Why a question was never answered, as a record. */
  'record.expired': string;
  'record.aborted': string;
  'record.disconnected': string;
  'record.answered-elsewhere': string;
  'record.refused': string;
  /** A question not answered yet, shown elsewhere than where it waits. */
  'record.waiting': string;
}

export type IssueMessages = { [K in IssueCode as `issue.${K}`]: Template };
export type ProblemMessages = { [K in ProblemCode as `problem.${K}`]: string } & {
  /** How a problem names its place: a field (`{key}`), or the form as a whole. */
  'problem.field': string;
  'problem.form': string;
};

/** The URL element's own texts (they ship with the URL analysis, in `@mcp-elicit/core/url`). */
export interface UrlUiMessages {
  'url.asking': string;
  'url.intro': string;
  'url.address': string;
  'url.host': string;
  'url.open': string;
  /** Shown while the Public Suffix List loads, before the address can be shown. */
  'url.checking': string;
  'url.waiting': string;
  'url.opened': string;
  'url.continue': string;
  'url.close': string;
  /** After the reason why the asker stopped waiting, in the URL element. */
  'url.notOpened': string;
  'url.blocked.scheme': string;
  'url.blocked.invalid': string;
  'url.blocked.unchecked': string;
  /** Beside an internationalised site shown in Unicode: its ASCII (Punycode) form, as plain information. */
  'url.also': string;
  /** Beside a look-alike site shown in ASCII: the Unicode form it wears, labelled as a look-alike. */
  'url.lookAlike': string;
  /**
   * Why the page is asked for, when the server says access was denied (draft SEP-2643): for its one known reason,
   * and (`{reason}`, the server's word as text) for any other.
   */
  'url.denied': string;
  'url.deniedOther': string;
}

export type UrlWarningMessages = { [K in UrlWarningCode as `url.warning.${K}`]: string };

/**
 * The guard rails' texts (they ship with the guard rails' parts, loaded on demand): the form's "Don't ask again"
 * (`part="remember"`), and the one line where a question answered for the person would have been.
 */
export interface GuardMessages {
  /** The checkbox of `part="remember"`, and the hint under it (`{server}`). */
  'guard.remember': string;
  'guard.rememberHint': string;
  /** The label of the scope's select, shown when more than one scope is offered, and each scope. */
  'guard.rememberFor': string;
  'guard.scope.conversation': string;
  'guard.scope.browser': string;
  'guard.scope.always': string;
  /** The record line of a question answered from a remembered choice: `{values}` as in `record.accepted`. */
  'guard.remembered': string;
  'guard.rememberedEmpty': string;
  'guard.rememberedDeclined': string;
  'guard.askAgain': string;
  /** Said (and shown instead of the button) once the person chose to be asked again. */
  'guard.askedAgain': string;
  /** The one line past a server's cap: `{server}` asked `{count}` times in `{window}` (e.g. "10 minutes"). */
  'guard.capped': Template;
  'guard.allowMore': string;
  /** Shown instead of the button once the person allowed more. */
  'guard.allowed': string;
  /**
   * The log summary's view: its caption, what it says with no record, its columns (a tool the kit could not know
   * is `unknownTool`), and the list of the tools that nag under its heading (`noneNag` when none does).
   */
  'guard.summary.caption': string;
  'guard.summary.empty': string;
  'guard.summary.server': string;
  'guard.summary.tool': string;
  'guard.summary.asked': string;
  'guard.summary.accepted': string;
  'guard.summary.refused': string;
  'guard.summary.forYou': string;
  'guard.summary.unanswered': string;
  'guard.summary.median': string;
  'guard.summary.unknownTool': string;
  'guard.summary.nagging': string;
  'guard.summary.noneNag': string;
  /** The view of remembered choices: its heading, what it says with none, its buttons, and what it says once one went. */
  'guard.choices.caption': string;
  'guard.choices.empty': string;
  'guard.choices.forget': string;
  'guard.choices.forgetAll': string;
  'guard.choices.forgotten': string;
}

/**
 * The texts of a task's questions (they ship with the status part, loaded on demand): the task's status in place
 * (`part="task-status"`), one per status, and the server's latest word on it (`{server}`, `{message}`).
 */
export interface TaskMessages {
  'task.working': string;
  'task.input_required': string;
  'task.completed': string;
  'task.failed': string;
  'task.cancelled': string;
  'task.message': string;
}

/**
 * Why the asker stopped waiting, in the expired state (`{server}` and `{time}`, the local time it happened): loaded
 * with the record line's logic, after a question is first on screen, since a first render never needs them. One
 * text per reason and detail (stopped/reasons.ts: the reason, where the asker said more what exactly
 * happened: answered in another tab, the person's answer refused, the question's task ended).
 */
export type StoppedMessages = { [K in Stopped as `stopped.${K}`]: string };

/** What the form (and any element) needs: the shared header, actions and results, fields, issues, problems. */
export type FormMessages = UiMessages & IssueMessages & ProblemMessages;
/** What the URL element adds. */
export type UrlMessages = UrlUiMessages & UrlWarningMessages;
/** Every text of the kit: what hosts override. */
export type Messages = FormMessages & UrlMessages & GuardMessages & TaskMessages & StoppedMessages;
export type MessageKey = keyof Messages;

/** One language's tables, as each language's entry exports them (`tables`): what loaders of any language take. */
export interface LocaleTables {
  form: FormMessages;
  url: UrlMessages;
  guard: GuardMessages;
  task: TaskMessages;
  stopped: StoppedMessages;
}
