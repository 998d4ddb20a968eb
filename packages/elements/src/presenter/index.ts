/**
 * @mcp-elicit/elements/presenter: `createElicitationPresenter()`, a ready `Ask`. It registers both elements,
 * since any request may be a form or a URL. Both are registered up front rather than the URL element on
 * demand: the presenter reads the shown element's label, `updateComplete` and methods synchronously, which an
 * element not yet upgraded does not have.
 */
import '../form/define.js';
import '../url/define.js';

export { createElicitationPresenter, type PresenterOptions } from './presenter.js';
export {
  bindQuestion,
  questionTag,
  type BindOptions,
  type BoundQuestionView,
  type QuestionAnswers,
  type QuestionBinding,
  type QuestionElement,
} from './bind-question.js';
export type { Density } from '../shared/elicit-element.js';
export { loadPublicSuffixLookup } from '../url/psl.js';
