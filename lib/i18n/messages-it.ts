// Italian (formal "Lei" / neutral)
import { dashboardIt } from "./dashboard-it";
import type { Catalog } from "./messages-en";

export const it: Catalog = {
  ...dashboardIt,
  withHosts: "con {hosts}",
  duration: "Durata",
  durationMinutes: "{count} min",
  durationHours: "{count} h",
  location: "Luogo",
  previousMonth: "Mese precedente",
  nextMonth: "Mese successivo",
  noSlotsThisMonth: "Nessun orario disponibile questo mese.",
  showNextAvailable: "Mostra il prossimo mese disponibile",
  calendarLayout: "Vista del calendario",
  monthLayout: "Mese",
  weekLayout: "Settimana",
  previousWeek: "Settimana precedente",
  nextWeek: "Settimana successiva",
  weekKeysHint:
    "Le frecce spostano tra gli orari: su e giù nello stesso giorno, sinistra e destra tra i giorni; Home e Fine vanno al primo e all’ultimo orario del giorno.",
  noSlotsThisWeek: "Nessun orario disponibile questa settimana.",
  showNextAvailableDay: "Mostra il prossimo giorno con orari",
  noSlotsOnDay: "Nessun orario disponibile in questo giorno.",
  pickADay: "Scelga un giorno per vedere gli orari.",
  slotsLoadFailed: "Non è stato possibile caricare gli orari.",
  tryAgain: "Riprova",
  daySlots: "{count, plural, =0 {Nessun orario disponibile} other {Orari disponibili: #}}",
  dayNoSlots: "Nessun orario disponibile",
  timesOn: "Orari per {date}",
  timeZone: "Fuso orario",
  searchTimeZones: "Città, paese o fuso (Roma, CET)",
  timeZoneSuggestions: "Suggerimenti",
  noTimeZoneMatch: "Nessun fuso orario corrisponde a «{search}»",
  apply: "Applica",
  timeFormat: "Formato orario",
  hour12: "12 h",
  hour24: "24 h",
  loading: "Caricamento…",
  yourDetails: "I suoi dati",
  selectedSlot: "{date}, ore {time}",
  changeTime: "Cambia orario",
  name: "Nome",
  email: "Email",
  guests: "Ospiti",
  addGuest: "Aggiungi un ospite",
  removeGuest: "Rimuovi ospite {number}",
  guestName: "Nome dell'ospite {number}",
  guestEmail: "Email dell'ospite {number}",
  guestLimit: "{max, plural, one {Può invitare fino a # ospite.} other {Può invitare fino a # ospiti.}}",
  optional: "facoltativo",
  confirmBooking: "Conferma prenotazione",
  requestBooking: "Richiedi prenotazione",
  submitting: "Prenotazione in corso…",
  errorRequired: "Questo campo è obbligatorio.",
  errorEmail: "Inserisca un indirizzo email valido.",
  errorTooLong: "Il testo è troppo lungo.",
  errorSingleLine: "Utilizzi una sola riga.",
  errorHiddenCharacters: "Rimuova i caratteri invisibili o di formattazione.",
  errorPhone: "Inserisca un numero di telefono valido.",
  errorNumber: "Inserisca un numero.",
  errorWholeNumber: "Inserisca un numero intero.",
  errorNumberMin: "Inserisca {min} o più.",
  errorNumberMax: "Inserisca {max} o meno.",
  errorChoice: "Scelga tra le opzioni proposte.",
  errorDuplicateEmail: "Ogni persona deve avere un indirizzo email diverso.",
  errorTooManyGuests: "{max, plural, one {Può invitare al massimo # ospite.} other {Può invitare al massimo # ospiti.}}",
  errorSlotTaken: "Qualcuno ha appena prenotato questo orario. Ne scelga un altro; i suoi dati sono stati conservati.",
  errorSlotGone: "Questo orario non è più prenotabile. Ne scelga un altro.",
  holdEndsIn: "Teniamo questo orario per lei ancora per {time}.",
  holdEndingSoon: "Questo orario resta tenuto per lei ancora per meno di due minuti.",
  holdEnded: "Non teniamo più questo orario per lei. Può comunque prenotarlo se nessun altro lo ha fatto.",
  errorSlotHeld: "Qualcun altro sta prenotando questo orario proprio ora. Ne scelga un altro.",
  errorSlotBookedHere:
    "Questo orario lo ha prenotato lei; la sua prenotazione resta valida. Scelga un altro orario per prenotarne un altro.",
  errorHoldTaken:
    "Questo orario non era più tenuto per lei e qualcun altro lo ha prenotato. Ne scelga un altro; i suoi dati sono stati conservati.",
  errorUnavailable: "Al momento non è possibile prenotare. Riprovi tra qualche istante.",
  errorGeneric: "Si è verificato un errore. Riprovi.",
  errorTooManyAttempts: "Troppi tentativi dalla sua connessione. Attenda un minuto e riprovi.",
  errorTooManyRequests: "Troppe richieste dalla sua connessione. Attenda un minuto e riprovi.",
  errorSummary: "Corregga i campi evidenziati.",
  confirmedTitle: "Prenotazione confermata",
  pendingTitle: "Richiesta inviata",
  pendingText: "La sua richiesta è in attesa di approvazione da parte dell'organizzatore, che la contatterà non appena sarà confermata.",
  when: "Quando",
  addToCalendar: "Aggiungi al calendario",
  downloadIcs: "Scarica (.ics)",
  googleCalendar: "Google Calendar",
  bookAnother: "Prenota un altro orario",
  unavailableTitle: "Questo link di prenotazione non è disponibile",
  unavailableText: "Il proprietario lo ha disattivato. Gli chieda un altro link.",
  notFoundTitle: "Link di prenotazione non trovato",
  notFoundText: "Controlli l'indirizzo oppure chieda un nuovo link a chi glielo ha inviato.",
  pageNotFoundTitle: "Pagina di prenotazione non trovata",
  pageNotFoundText: "Controlli l'indirizzo oppure chieda al proprietario l'indirizzo della sua pagina di prenotazione.",
  pageLinksHeading: "Incontri da prenotare",
  pageNoLinks: "Al momento non c’è nulla da prenotare in questa pagina.",
  embedButton: "Prenota un appuntamento",
  embedClose: "Chiudi",
  confirmationNotFoundTitle: "Impossibile mostrare questa conferma",
  confirmationNotFoundText:
    "Il suo indirizzo non è stato creato da questo sito o è scaduto. Le prenotazioni che ha effettuato non ne risentono.",
  continue: "Continua",
  manageConfirmedTitle: "La tua prenotazione è confermata",
  managePendingTitle: "La tua prenotazione è in attesa di approvazione",
  manageCancelledTitle: "Questa prenotazione è annullata",
  manageDeclinedTitle: "Questa richiesta di prenotazione è stata rifiutata",
  cancelledByHost: "Annullata dall'organizzatore.",
  cancelledByYou: "L'hai annullata tu.",
  cancellationReason: "Motivo",
  outcomeCancelled: "La tua prenotazione è annullata. L'orario è di nuovo libero.",
  outcomeRescheduled: "La tua prenotazione è stata spostata al nuovo orario indicato sotto.",
  rescheduleAction: "Cambia orario",
  cancelAction: "Annulla prenotazione",
  cancelTitle: "Annullare questa prenotazione?",
  cancelReasonLabel: "Motivo dell'annullamento",
  cancelReasonHint: "L'organizzatore lo vedrà.",
  cancelConfirm: "Sì, annulla la prenotazione",
  cancelling: "Annullamento…",
  keepBooking: "Mantieni la prenotazione",
  rescheduleTitle: "Scegli un nuovo orario",
  currentTime: "Orario attuale",
  newTime: "Nuovo orario",
  rescheduleConfirm: "Conferma nuovo orario",
  rescheduling: "Spostamento…",
  rescheduleNeedsApproval: "L'organizzatore dovrà approvare il nuovo orario.",
  backToBooking: "Torna alla prenotazione",
  manageErrorSlotTaken: "Qualcuno ha appena prenotato quell'orario. Scegline un altro.",
  manageErrorSameTime: "È l'orario attuale della tua prenotazione. Scegline un altro.",
  manageErrorStarted: "Questo incontro è già iniziato e non può più essere modificato.",
  manageErrorChanged: "Questa prenotazione è stata modificata nel frattempo. È mostrata com'è ora.",
  manageLinkUnavailable:
    "Il suo link di prenotazione non accetta più prenotazioni, quindi non può essere spostata. Puoi comunque annullarla.",
  manageStartedText: "Questo incontro è iniziato; non può più essere modificato qui.",
  manageExpiredTitle: "Questo incontro è terminato",
  manageExpiredText: "Il suo indirizzo di gestione valeva fino alla fine dell'incontro. Per incontrarvi di nuovo, prenota un nuovo orario.",
  manageNotFoundTitle: "Prenotazione non trovata",
  manageNotFoundText: "Questo indirizzo di gestione non è valido o non funziona più. Controlla l'indirizzo nella tua conferma.",
  manageLink: "Gestisci o annulla questa prenotazione",
  manageAddressLabel: "Il tuo indirizzo di gestione (tienilo riservato: chi lo ha può modificare la prenotazione)",
  copy: "Copia",
  copied: "Copiato",
  characterCount: "{count} / {max}",
  guestsLeftOut:
    "{count, plural, one {Questo link accetta meno ospiti di quelli indicati nell'indirizzo; uno non è stato aggiunto: {emails}.} other {Questo link accetta meno ospiti di quelli indicati nell'indirizzo; # non sono stati aggiunti: {emails}.}}",
  who: "Chi",
  outlookCalendar: "Outlook.com",
  office365Calendar: "Office 365",
  pendingCalendar:
    "Potrà aggiungerla al calendario quando l'host l'avrà approvata: l'invito arriva via email e allora anche questa pagina lo offrirà.",

  // The invite page (app/invite/[token]).
  inviteTitle: "Unisciti a {workspace}",
  inviteLead: "{inviter} ti invita a unirti a {workspace} come membro.",
  inviteLeadNoInviter: "Sei invitato a unirti a {workspace} come membro.",
  inviteRole: "Ruolo",
  inviteRoleMember: "Membro",
  inviteInvitedBy: "Invitato da",
  inviteFor: "Invito per",
  inviteExpiresOn: "Valido fino al {date}",
  inviteScheduleNote:
    "Unendoti riceverai un calendario in questo servizio e un orario di lavoro dal lunedì al venerdì, 09:00–17:00 (UTC), che potrai modificare in seguito.",
  inviteAccept: "Accetta",
  inviteDecline: "Rifiuta",
  inviteAcceptedTitle: "Benvenuto in {workspace}",
  inviteAcceptedText: "Ora sei membro di {workspace}.",
  inviteOpenDashboard: "Apri la tua dashboard",
  inviteDeclinedTitle: "Invito rifiutato",
  inviteDeclinedText: "Hai rifiutato l’invito a {workspace}. Nient’altro è stato modificato.",
  inviteNotFoundTitle: "Invito non trovato",
  inviteNotFoundText: "Questo indirizzo di invito non è valido. Controlla l’indirizzo nella tua e-mail.",
  inviteExpiredTitle: "Questo invito è scaduto",
  inviteExpiredText: "Chiedi a chi ti ha invitato di inviarti un nuovo invito.",
  inviteNotPendingTitle: "Non è più possibile rispondere a questo invito",
  inviteNotPendingText: "È già stato accettato, rifiutato o ritirato.",
  inviteFailedText: "Non è stato possibile registrare la tua risposta. Riprova.",

  // Booking e-mails
  "email.attendeeSubject": `{event, select,
    created {Confermato: {title}}
    requested {Richiesta ricevuta: {title}}
    approved {Confermato: {title}}
    declined {Rifiutato: {title}}
    rescheduled {Spostato: {title}}
    cancelled {Annullato: {title}}
    reminder {Promemoria: {title}}
    movePending {Nuovo orario richiesto: {title}}
    other {{title}}
  }`,
  "email.hostSubject": `{event, select,
    created {Nuova prenotazione: {title}}
    requested {Approvazione richiesta: {title}}
    approved {Approvato: {title}}
    declined {Rifiutato: {title}}
    rescheduled {Spostato: {title}}
    cancelled {Annullato: {title}}
    reminder {Promemoria: {title}}
    movePending {Approvazione richiesta: {title}}
    other {{title}}
  }`,
  "email.attendeeLead": `{event, select,
    created {Il tuo incontro è prenotato.}
    requested {Abbiamo ricevuto la tua richiesta. Ti scriveremo quando l'organizzatore avrà risposto.}
    approved {L'organizzatore ha approvato il tuo incontro.}
    declined {L'organizzatore non ha potuto accettare la tua richiesta.}
    rescheduled {Il tuo incontro ha un nuovo orario.}
    cancelled {Il tuo incontro è stato annullato.}
    reminder {Il tuo incontro inizia a breve.}
    movePending {Abbiamo ricevuto la tua richiesta di un nuovo orario. Ti scriveremo quando l'organizzatore avrà risposto.}
    other {}
  }`,
  "email.hostLead": `{event, select,
    created {È stato prenotato un incontro con te.}
    requested {Un incontro attende la tua approvazione.}
    approved {L'incontro è stato approvato.}
    declined {La richiesta è stata rifiutata.}
    rescheduled {Un incontro con te ha un nuovo orario.}
    cancelled {Un incontro con te è stato annullato.}
    reminder {Il tuo incontro inizia a breve.}
    movePending {Un incontro con te è stato spostato a un nuovo orario che attende la tua approvazione.}
    other {}
  }`,
  "email.when": "Quando",
  "email.previously": "Prima",
  "email.where": "Dove",
  "email.who": "Chi",
  "email.guest": "{name} (ospite)",
  "email.answers": "Risposte",
  "email.reason": "Motivo",
  "email.manage": "Sposta o annulla",
  // The invite e-mail (lib/notifications/email/render-invite-email.ts).
  "email.inviteSubject": "{inviter} ti invita a unirti a {workspace}",
  "email.inviteGreeting": "Ciao {name},",
  "email.inviteLead": "{inviter} ti invita a unirti a {workspace} come membro. Apri l’invito per accettarlo o rifiutarlo.",
  "email.inviteOpen": "Apri l’invito",
  "email.inviteExpires": "L’invito è valido fino al {expires}.",
  "email.inviteIgnore": "Se non te lo aspettavi, puoi ignorare questa e-mail: non succede nulla se non accetti.",
  // The sign-in e-mail (lib/notifications/email/render-sign-in-email.ts).
  "email.signInSubject": "Accedi a {workspace}",
  "email.signInGreeting": "Ciao {name},",
  "email.signInLead": "Qualcuno ha chiesto di accedere a {workspace} con questo indirizzo e-mail. Apri il link qui sotto per accedere.",
  "email.signInOpen": "Accedi a {workspace}",
  "email.signInExpires":
    "{minutes, plural, one {Il link funziona per # minuto e una sola volta.} other {Il link funziona per # minuti e una sola volta.}}",
  "email.signInIgnore": "Se non hai chiesto di accedere, ignora questa e-mail: nessuno può accedere senza il link.",
};
