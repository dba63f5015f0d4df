// German (formal "Sie")
import { dashboardDe } from "./dashboard-de";
import type { Catalog } from "./messages-en";

export const de: Catalog = {
  ...dashboardDe,
  withHosts: "mit {hosts}",
  duration: "Dauer",
  durationMinutes: "{count} Min.",
  durationHours: "{count} Std.",
  location: "Ort",
  previousMonth: "Vorheriger Monat",
  nextMonth: "Nächster Monat",
  noSlotsThisMonth: "In diesem Monat sind keine Termine verfügbar.",
  showNextAvailable: "Nächsten verfügbaren Monat anzeigen",
  calendarLayout: "Kalenderansicht",
  monthLayout: "Monat",
  weekLayout: "Woche",
  previousWeek: "Vorherige Woche",
  nextWeek: "Nächste Woche",
  weekKeysHint:
    "Mit den Pfeiltasten wechseln Sie zwischen den Zeiten: auf und ab innerhalb eines Tages, links und rechts zwischen den Tagen; Pos1 und Ende springen zur ersten und letzten Zeit des Tages.",
  noSlotsThisWeek: "In dieser Woche sind keine Termine verfügbar.",
  showNextAvailableDay: "Nächsten Tag mit Terminen anzeigen",
  noSlotsOnDay: "An diesem Tag sind keine Termine verfügbar.",
  pickADay: "Wählen Sie einen Tag, um die verfügbaren Zeiten zu sehen.",
  slotsLoadFailed: "Die Zeiten konnten nicht geladen werden.",
  tryAgain: "Erneut versuchen",
  daySlots: "{count, plural, =0 {Keine Termine verfügbar} other {Verfügbare Termine: #}}",
  dayNoSlots: "Keine Termine verfügbar",
  timesOn: "Zeiten am {date}",
  timeZone: "Zeitzone",
  searchTimeZones: "Stadt, Land oder Zone (Berlin, CET)",
  timeZoneSuggestions: "Vorschläge",
  noTimeZoneMatch: "Keine Zeitzone passt zu „{search}“",
  apply: "Übernehmen",
  timeFormat: "Zeitformat",
  hour12: "12 Std.",
  hour24: "24 Std.",
  loading: "Wird geladen…",
  yourDetails: "Ihre Angaben",
  selectedSlot: "{date} um {time}",
  changeTime: "Uhrzeit ändern",
  name: "Name",
  email: "E-Mail",
  guests: "Gäste",
  addGuest: "Gast hinzufügen",
  removeGuest: "Gast {number} entfernen",
  guestName: "Name von Gast {number}",
  guestEmail: "E-Mail von Gast {number}",
  guestLimit: "{max, plural, one {Sie können bis zu # Gast einladen.} other {Sie können bis zu # Gäste einladen.}}",
  optional: "optional",
  confirmBooking: "Buchung bestätigen",
  requestBooking: "Buchung anfragen",
  submitting: "Wird gebucht…",
  errorRequired: "Dieses Feld ist erforderlich.",
  errorEmail: "Geben Sie eine gültige E-Mail-Adresse ein.",
  errorTooLong: "Diese Eingabe ist zu lang.",
  errorSingleLine: "Verwenden Sie nur eine Zeile.",
  errorHiddenCharacters: "Entfernen Sie die unsichtbaren Zeichen und Formatierungszeichen.",
  errorPhone: "Geben Sie eine gültige Telefonnummer ein.",
  errorNumber: "Geben Sie eine Zahl ein.",
  errorWholeNumber: "Geben Sie eine ganze Zahl ein.",
  errorNumberMin: "Geben Sie mindestens {min} ein.",
  errorNumberMax: "Geben Sie höchstens {max} ein.",
  errorChoice: "Wählen Sie aus den angebotenen Optionen.",
  errorDuplicateEmail: "Jede Person benötigt eine eigene E-Mail-Adresse.",
  errorTooManyGuests: "{max, plural, one {Sie können höchstens # Gast einladen.} other {Sie können höchstens # Gäste einladen.}}",
  errorSlotTaken: "Dieser Termin wurde gerade von jemand anderem gebucht. Bitte wählen Sie einen anderen; Ihre Angaben bleiben erhalten.",
  errorSlotGone: "Dieser Termin kann nicht mehr gebucht werden. Bitte wählen Sie einen anderen.",
  holdEndsIn: "Wir halten diesen Termin noch {time} für Sie frei.",
  holdEndingSoon: "Ihr Termin wird nur noch weniger als zwei Minuten für Sie freigehalten.",
  holdEnded: "Dieser Termin wird nicht mehr für Sie freigehalten. Sie können ihn trotzdem buchen, wenn ihn niemand sonst gebucht hat.",
  errorSlotHeld: "Jemand anderes bucht gerade diesen Termin. Bitte wählen Sie einen anderen.",
  errorSlotBookedHere:
    "Diesen Termin haben Sie selbst gebucht; Ihre Buchung bleibt bestehen. Wählen Sie einen anderen Termin, um noch einen zu buchen.",
  errorHoldTaken:
    "Ihr Termin wurde nicht mehr freigehalten und inzwischen von jemand anderem gebucht. Bitte wählen Sie einen anderen; Ihre Angaben bleiben erhalten.",
  errorUnavailable: "Eine Buchung ist derzeit nicht möglich. Bitte versuchen Sie es gleich noch einmal.",
  errorGeneric: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
  errorTooManyAttempts: "Zu viele Versuche von Ihrer Verbindung. Bitte warten Sie eine Minute und versuchen Sie es erneut.",
  errorTooManyRequests: "Zu viele Anfragen von Ihrer Verbindung. Bitte warten Sie eine Minute und versuchen Sie es erneut.",
  errorSummary: "Bitte korrigieren Sie die markierten Felder.",
  confirmedTitle: "Ihr Termin ist gebucht",
  pendingTitle: "Anfrage gesendet",
  pendingText: "Ihre Anfrage wartet auf die Freigabe durch den Gastgeber. Sie erhalten Bescheid, sobald der Termin bestätigt ist.",
  when: "Wann",
  addToCalendar: "Zum Kalender hinzufügen",
  downloadIcs: "Herunterladen (.ics)",
  googleCalendar: "Google Calendar",
  bookAnother: "Weiteren Termin buchen",
  unavailableTitle: "Dieser Buchungslink ist nicht verfügbar",
  unavailableText: "Der Inhaber hat diesen Link deaktiviert. Bitte fragen Sie ihn nach einem anderen Link.",
  notFoundTitle: "Buchungslink nicht gefunden",
  notFoundText: "Prüfen Sie die Adresse oder bitten Sie die Person, die Ihnen den Link geschickt hat, um einen neuen.",
  pageNotFoundTitle: "Buchungsseite nicht gefunden",
  pageNotFoundText: "Prüfen Sie die Adresse oder fragen Sie die Person nach der Adresse ihrer Buchungsseite.",
  pageLinksHeading: "Buchbare Termine",
  pageNoLinks: "Auf dieser Seite kann gerade nichts gebucht werden.",
  embedButton: "Termin buchen",
  embedClose: "Schließen",
  confirmationNotFoundTitle: "Diese Bestätigung kann nicht angezeigt werden",
  confirmationNotFoundText:
    "Ihre Adresse stammt nicht von dieser Website oder ist abgelaufen. Eine Buchung, die Sie vorgenommen haben, bleibt davon unberührt.",
  continue: "Weiter",
  manageConfirmedTitle: "Ihre Buchung ist bestätigt",
  managePendingTitle: "Ihre Buchung wartet auf Bestätigung",
  manageCancelledTitle: "Diese Buchung ist storniert",
  manageDeclinedTitle: "Diese Buchungsanfrage wurde abgelehnt",
  cancelledByHost: "Vom Gastgeber storniert.",
  cancelledByYou: "Sie haben sie storniert.",
  cancellationReason: "Grund",
  outcomeCancelled: "Ihre Buchung ist storniert. Der Termin ist wieder frei.",
  outcomeRescheduled: "Ihre Buchung wurde auf den unten genannten neuen Termin verschoben.",
  rescheduleAction: "Verschieben",
  cancelAction: "Buchung stornieren",
  cancelTitle: "Diese Buchung stornieren?",
  cancelReasonLabel: "Grund für die Stornierung",
  cancelReasonHint: "Der Gastgeber sieht diesen Text.",
  cancelConfirm: "Ja, Buchung stornieren",
  cancelling: "Wird storniert…",
  keepBooking: "Buchung behalten",
  rescheduleTitle: "Neuen Termin wählen",
  currentTime: "Bisheriger Termin",
  newTime: "Neuer Termin",
  rescheduleConfirm: "Neuen Termin bestätigen",
  rescheduling: "Wird verschoben…",
  rescheduleNeedsApproval: "Der Gastgeber muss den neuen Termin bestätigen.",
  backToBooking: "Zurück zu meiner Buchung",
  manageErrorSlotTaken: "Dieser Termin wurde gerade vergeben. Bitte wählen Sie einen anderen.",
  manageErrorSameTime: "Das ist der bisherige Termin Ihrer Buchung. Bitte wählen Sie einen anderen.",
  manageErrorStarted: "Dieser Termin hat bereits begonnen und kann nicht mehr geändert werden.",
  manageErrorChanged: "Diese Buchung wurde inzwischen geändert. Sie sehen den aktuellen Stand.",
  manageLinkUnavailable:
    "Der Buchungslink nimmt keine Buchungen mehr an, daher kann sie nicht verschoben werden. Stornieren können Sie sie weiterhin.",
  manageStartedText: "Dieser Termin hat begonnen und kann hier nicht mehr geändert werden.",
  manageExpiredTitle: "Dieser Termin ist vorbei",
  manageExpiredText: "Die Verwaltungsadresse galt bis zum Ende des Termins. Für ein neues Treffen buchen Sie bitte einen neuen Termin.",
  manageNotFoundTitle: "Buchung nicht gefunden",
  manageNotFoundText: "Diese Verwaltungsadresse ist ungültig oder funktioniert nicht mehr. Prüfen Sie die Adresse in Ihrer Bestätigung.",
  manageLink: "Buchung verwalten oder stornieren",
  manageAddressLabel: "Ihre Verwaltungsadresse (vertraulich behandeln: wer sie kennt, kann die Buchung ändern)",
  copy: "Kopieren",
  copied: "Kopiert",
  characterCount: "{count} / {max}",
  guestsLeftOut:
    "{count, plural, one {Dieser Link erlaubt weniger Gäste, als die Adresse nennt; einer wurde nicht hinzugefügt: {emails}.} other {Dieser Link erlaubt weniger Gäste, als die Adresse nennt; # wurden nicht hinzugefügt: {emails}.}}",
  who: "Wer",
  outlookCalendar: "Outlook.com",
  office365Calendar: "Office 365",
  pendingCalendar:
    "Sie können den Termin in Ihren Kalender übernehmen, sobald der Gastgeber zustimmt: Die Einladung kommt per E-Mail, und diese Seite bietet ihn dann ebenfalls an.",

  // The invite page (app/invite/[token]).
  inviteTitle: "{workspace} beitreten",
  inviteLead: "{inviter} lädt Sie ein, {workspace} als Mitglied beizutreten.",
  inviteLeadNoInviter: "Sie sind eingeladen, {workspace} als Mitglied beizutreten.",
  inviteRole: "Rolle",
  inviteRoleMember: "Mitglied",
  inviteInvitedBy: "Eingeladen von",
  inviteFor: "Einladung für",
  inviteExpiresOn: "Gültig bis {date}",
  inviteScheduleNote:
    "Mit dem Beitritt erhalten Sie einen Kalender in diesem Dienst und Arbeitszeiten von Montag bis Freitag, 09:00–17:00 (UTC), die Sie später ändern können.",
  inviteAccept: "Annehmen",
  inviteDecline: "Ablehnen",
  inviteAcceptedTitle: "Willkommen bei {workspace}",
  inviteAcceptedText: "Sie sind jetzt Mitglied von {workspace}.",
  inviteOpenDashboard: "Zum Dashboard",
  inviteDeclinedTitle: "Einladung abgelehnt",
  inviteDeclinedText: "Sie haben die Einladung zu {workspace} abgelehnt. Sonst wurde nichts geändert.",
  inviteNotFoundTitle: "Einladung nicht gefunden",
  inviteNotFoundText: "Diese Einladungsadresse ist ungültig. Bitte prüfen Sie die Adresse in Ihrer E-Mail.",
  inviteExpiredTitle: "Diese Einladung ist abgelaufen",
  inviteExpiredText: "Bitten Sie die Person, die Sie eingeladen hat, um eine neue Einladung.",
  inviteNotPendingTitle: "Diese Einladung kann nicht mehr beantwortet werden",
  inviteNotPendingText: "Sie wurde bereits angenommen, abgelehnt oder zurückgezogen.",
  inviteFailedText: "Ihre Antwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",

  // Booking e-mails
  "email.attendeeSubject": `{event, select,
    created {Bestätigt: {title}}
    requested {Anfrage erhalten: {title}}
    approved {Bestätigt: {title}}
    declined {Abgelehnt: {title}}
    rescheduled {Verschoben: {title}}
    cancelled {Abgesagt: {title}}
    reminder {Erinnerung: {title}}
    movePending {Neue Zeit angefragt: {title}}
    other {{title}}
  }`,
  "email.hostSubject": `{event, select,
    created {Neue Buchung: {title}}
    requested {Freigabe nötig: {title}}
    approved {Freigegeben: {title}}
    declined {Abgelehnt: {title}}
    rescheduled {Verschoben: {title}}
    cancelled {Abgesagt: {title}}
    reminder {Erinnerung: {title}}
    movePending {Freigabe nötig: {title}}
    other {{title}}
  }`,
  "email.attendeeLead": `{event, select,
    created {Ihr Termin ist gebucht.}
    requested {Ihre Anfrage ist eingegangen. Sie hören von uns, sobald der Gastgeber sie beantwortet hat.}
    approved {Der Gastgeber hat Ihren Termin bestätigt.}
    declined {Der Gastgeber konnte Ihre Anfrage nicht annehmen.}
    rescheduled {Ihr Termin hat eine neue Zeit.}
    cancelled {Ihr Termin wurde abgesagt.}
    reminder {Ihr Termin beginnt bald.}
    movePending {Ihre Anfrage für eine neue Zeit ist eingegangen. Sie hören von uns, sobald der Gastgeber sie beantwortet hat.}
    other {}
  }`,
  "email.hostLead": `{event, select,
    created {Ein Termin mit Ihnen wurde gebucht.}
    requested {Ein Termin wartet auf Ihre Freigabe.}
    approved {Der Termin wurde freigegeben.}
    declined {Die Anfrage wurde abgelehnt.}
    rescheduled {Ein Termin mit Ihnen hat eine neue Zeit.}
    cancelled {Ein Termin mit Ihnen wurde abgesagt.}
    reminder {Ihr Termin beginnt bald.}
    movePending {Ein Termin mit Ihnen wurde auf eine neue Zeit verschoben, die auf Ihre Freigabe wartet.}
    other {}
  }`,
  "email.when": "Wann",
  "email.previously": "Bisher",
  "email.where": "Wo",
  "email.who": "Wer",
  "email.guest": "{name} (Gast)",
  "email.answers": "Antworten",
  "email.reason": "Grund",
  "email.manage": "Verschieben oder absagen",
  // The invite e-mail (lib/notifications/email/render-invite-email.ts).
  "email.inviteSubject": "{inviter} lädt Sie zu {workspace} ein",
  "email.inviteGreeting": "Guten Tag {name},",
  "email.inviteLead":
    "{inviter} lädt Sie ein, {workspace} als Mitglied beizutreten. Öffnen Sie die Einladung, um sie anzunehmen oder abzulehnen.",
  "email.inviteOpen": "Einladung öffnen",
  "email.inviteExpires": "Die Einladung gilt bis {expires}.",
  "email.inviteIgnore": "Falls Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren; ohne Ihre Zustimmung geschieht nichts.",
  // The sign-in e-mail (lib/notifications/email/render-sign-in-email.ts).
  "email.signInSubject": "Bei {workspace} anmelden",
  "email.signInGreeting": "Guten Tag {name},",
  "email.signInLead":
    "Jemand hat mit dieser E-Mail-Adresse eine Anmeldung bei {workspace} angefordert. Öffnen Sie den folgenden Link, um sich anzumelden.",
  "email.signInOpen": "Bei {workspace} anmelden",
  "email.signInExpires":
    "{minutes, plural, one {Der Link gilt # Minute lang und nur ein einziges Mal.} other {Der Link gilt # Minuten lang und nur ein einziges Mal.}}",
  "email.signInIgnore":
    "Falls Sie keine Anmeldung angefordert haben, ignorieren Sie diese E-Mail: Ohne den Link kann sich niemand anmelden.",
};
