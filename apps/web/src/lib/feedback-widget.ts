/**
 * A tiny bridge between the floating feedback widget (rendered once by the app shell) and any page
 * that wants to open it - "Give Feedback" buttons - without importing the widget itself.
 */
export interface OpenFeedbackWidgetRequest {
  /** A feedback feature id to preselect; otherwise the widget uses the current path's feature. */
  feature?: string;
}

type OpenListener = (request: OpenFeedbackWidgetRequest) => void;
type SubmittedListener = () => void;

const openListeners = new Set<OpenListener>();
const submittedListeners = new Set<SubmittedListener>();
/** A request made before the widget listened (it mounts lazily); delivered on subscribe. */
let waiting: OpenFeedbackWidgetRequest | null = null;

/** Opens the floating widget, expanded. */
export function openFeedbackWidget(request: OpenFeedbackWidgetRequest = {}): void {
  if (openListeners.size === 0) {
    waiting = request;
    return;
  }
  for (const listener of openListeners) listener(request);
}

/** The widget listens here; returns the unsubscribe function. */
export function subscribeToFeedbackWidget(listener: OpenListener): () => void {
  openListeners.add(listener);
  if (waiting) {
    const request = waiting;
    waiting = null;
    listener(request);
  }
  return () => openListeners.delete(listener);
}

/** Told after any feedback was stored, so lists elsewhere can refresh. */
export function announceFeedbackSubmitted(): void {
  for (const listener of submittedListeners) listener();
}

export function onFeedbackSubmitted(listener: SubmittedListener): () => void {
  submittedListeners.add(listener);
  return () => submittedListeners.delete(listener);
}
