export { ConfirmationNotFound as default } from "@/components/booking/confirmation-not-found";
