// The dashboard's server side, as app/dashboard uses it.

export { demoMailShown, readDemoMail } from "./demo-mail";
export { forwardToService } from "./proxy";
export { acceptInviteWithSession, DashboardServiceError, type Me, readMe } from "./service";
export { getSession, sessionKey } from "./session";
export { acceptInviteAndSignIn, endSession, exchangeLink, requestLink, safeReturnTo, startSession } from "./sign-in";
