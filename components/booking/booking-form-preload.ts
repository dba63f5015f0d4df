// The booking form's code (react-hook-form, zod) is a chunk of its own, loaded
// when a time is chosen (fill-form-step.tsx). Asking for it as soon as the
// visitor touches the times means a tapped time seldom waits for it; the
// promise is the module system's, so asking twice fetches once.
export function preloadBookingForm(): void {
  void import("./booking-form");
}
