// The form step's code (fill-form-step.tsx: the form with react-hook-form and
// zod, the hold's countdown) is a chunk of its own, loaded when a time is
// chosen (booking-view.tsx). Asking for it as soon as the visitor touches the
// times means a tapped time seldom waits for it; the promise is the module
// system's, so asking twice fetches once.
export function preloadBookingForm(): void {
  void import("./fill-form-step");
}
