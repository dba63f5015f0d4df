// The words of booking e-mails in the booking page's five languages.
import type { BookingEvent } from "../events";

export interface EmailStrings {
  /** Subject for the attendee, by event; {title} is the meeting's title. */
  attendeeSubject: Record<BookingEvent, string>;
  /** Subject for a host, by event. */
  hostSubject: Record<BookingEvent, string>;
  /** The first line of the body for the attendee, by event. */
  attendeeLead: Record<BookingEvent, string>;
  hostLead: Record<BookingEvent, string>;
  /** A move that awaits the host's approval again: not yet a new time. */
  movePending: Record<"attendeeSubject" | "hostSubject" | "attendeeLead" | "hostLead", string>;
  when: string;
  previously: string;
  where: string;
  who: string;
  answers: string;
  reason: string;
  manage: string;
  guest: string;
}

const en: EmailStrings = {
  attendeeSubject: {
    "booking.created": "Confirmed: {title}",
    "booking.requested": "Request received: {title}",
    "booking.approved": "Confirmed: {title}",
    "booking.declined": "Declined: {title}",
    "booking.rescheduled": "Rescheduled: {title}",
    "booking.cancelled": "Cancelled: {title}",
    "booking.reminder": "Reminder: {title}",
  },
  hostSubject: {
    "booking.created": "New booking: {title}",
    "booking.requested": "Approval needed: {title}",
    "booking.approved": "Approved: {title}",
    "booking.declined": "Declined: {title}",
    "booking.rescheduled": "Rescheduled: {title}",
    "booking.cancelled": "Cancelled: {title}",
    "booking.reminder": "Reminder: {title}",
  },
  attendeeLead: {
    "booking.created": "Your meeting is booked.",
    "booking.requested": "Your request was received. You will hear from us once the host has answered it.",
    "booking.approved": "The host approved your meeting.",
    "booking.declined": "The host could not accept your request.",
    "booking.rescheduled": "Your meeting has a new time.",
    "booking.cancelled": "Your meeting was cancelled.",
    "booking.reminder": "Your meeting starts soon.",
  },
  hostLead: {
    "booking.created": "A meeting was booked with you.",
    "booking.requested": "A meeting awaits your approval.",
    "booking.approved": "The meeting was approved.",
    "booking.declined": "The request was declined.",
    "booking.rescheduled": "A meeting with you has a new time.",
    "booking.cancelled": "A meeting with you was cancelled.",
    "booking.reminder": "Your meeting starts soon.",
  },
  movePending: {
    attendeeSubject: "New time requested: {title}",
    hostSubject: "Approval needed: {title}",
    attendeeLead: "Your request for a new time was received. You will hear from us once the host has answered it.",
    hostLead: "A meeting with you was moved to a new time that awaits your approval.",
  },
  when: "When",
  previously: "Previously",
  where: "Where",
  who: "Who",
  answers: "Answers",
  reason: "Reason",
  manage: "Reschedule or cancel",
  guest: "guest",
};

const de: EmailStrings = {
  attendeeSubject: {
    "booking.created": "Bestätigt: {title}",
    "booking.requested": "Anfrage erhalten: {title}",
    "booking.approved": "Bestätigt: {title}",
    "booking.declined": "Abgelehnt: {title}",
    "booking.rescheduled": "Verschoben: {title}",
    "booking.cancelled": "Abgesagt: {title}",
    "booking.reminder": "Erinnerung: {title}",
  },
  hostSubject: {
    "booking.created": "Neue Buchung: {title}",
    "booking.requested": "Freigabe nötig: {title}",
    "booking.approved": "Freigegeben: {title}",
    "booking.declined": "Abgelehnt: {title}",
    "booking.rescheduled": "Verschoben: {title}",
    "booking.cancelled": "Abgesagt: {title}",
    "booking.reminder": "Erinnerung: {title}",
  },
  attendeeLead: {
    "booking.created": "Ihr Termin ist gebucht.",
    "booking.requested": "Ihre Anfrage ist eingegangen. Sie hören von uns, sobald der Gastgeber sie beantwortet hat.",
    "booking.approved": "Der Gastgeber hat Ihren Termin bestätigt.",
    "booking.declined": "Der Gastgeber konnte Ihre Anfrage nicht annehmen.",
    "booking.rescheduled": "Ihr Termin hat eine neue Zeit.",
    "booking.cancelled": "Ihr Termin wurde abgesagt.",
    "booking.reminder": "Ihr Termin beginnt bald.",
  },
  hostLead: {
    "booking.created": "Ein Termin mit Ihnen wurde gebucht.",
    "booking.requested": "Ein Termin wartet auf Ihre Freigabe.",
    "booking.approved": "Der Termin wurde freigegeben.",
    "booking.declined": "Die Anfrage wurde abgelehnt.",
    "booking.rescheduled": "Ein Termin mit Ihnen hat eine neue Zeit.",
    "booking.cancelled": "Ein Termin mit Ihnen wurde abgesagt.",
    "booking.reminder": "Ihr Termin beginnt bald.",
  },
  movePending: {
    attendeeSubject: "Neue Zeit angefragt: {title}",
    hostSubject: "Freigabe nötig: {title}",
    attendeeLead: "Ihre Anfrage für eine neue Zeit ist eingegangen. Sie hören von uns, sobald der Gastgeber sie beantwortet hat.",
    hostLead: "Ein Termin mit Ihnen wurde auf eine neue Zeit verschoben, die auf Ihre Freigabe wartet.",
  },
  when: "Wann",
  previously: "Bisher",
  where: "Wo",
  who: "Wer",
  answers: "Antworten",
  reason: "Grund",
  manage: "Verschieben oder absagen",
  guest: "Gast",
};

const es: EmailStrings = {
  attendeeSubject: {
    "booking.created": "Confirmada: {title}",
    "booking.requested": "Solicitud recibida: {title}",
    "booking.approved": "Confirmada: {title}",
    "booking.declined": "Rechazada: {title}",
    "booking.rescheduled": "Reprogramada: {title}",
    "booking.cancelled": "Cancelada: {title}",
    "booking.reminder": "Recordatorio: {title}",
  },
  hostSubject: {
    "booking.created": "Nueva reserva: {title}",
    "booking.requested": "Requiere aprobación: {title}",
    "booking.approved": "Aprobada: {title}",
    "booking.declined": "Rechazada: {title}",
    "booking.rescheduled": "Reprogramada: {title}",
    "booking.cancelled": "Cancelada: {title}",
    "booking.reminder": "Recordatorio: {title}",
  },
  attendeeLead: {
    "booking.created": "Tu reunión está reservada.",
    "booking.requested": "Recibimos tu solicitud. Te avisaremos cuando el anfitrión la responda.",
    "booking.approved": "El anfitrión aprobó tu reunión.",
    "booking.declined": "El anfitrión no pudo aceptar tu solicitud.",
    "booking.rescheduled": "Tu reunión tiene una nueva hora.",
    "booking.cancelled": "Tu reunión se canceló.",
    "booking.reminder": "Tu reunión empieza pronto.",
  },
  hostLead: {
    "booking.created": "Se reservó una reunión contigo.",
    "booking.requested": "Una reunión espera tu aprobación.",
    "booking.approved": "La reunión fue aprobada.",
    "booking.declined": "La solicitud fue rechazada.",
    "booking.rescheduled": "Una reunión contigo tiene una nueva hora.",
    "booking.cancelled": "Una reunión contigo se canceló.",
    "booking.reminder": "Tu reunión empieza pronto.",
  },
  movePending: {
    attendeeSubject: "Nueva hora solicitada: {title}",
    hostSubject: "Requiere aprobación: {title}",
    attendeeLead: "Recibimos tu solicitud de una nueva hora. Te avisaremos cuando el anfitrión la responda.",
    hostLead: "Una reunión contigo se movió a una nueva hora que espera tu aprobación.",
  },
  when: "Cuándo",
  previously: "Antes",
  where: "Dónde",
  who: "Quién",
  answers: "Respuestas",
  reason: "Motivo",
  manage: "Reprogramar o cancelar",
  guest: "invitado",
};

const ja: EmailStrings = {
  attendeeSubject: {
    "booking.created": "確定: {title}",
    "booking.requested": "リクエストを受け付けました: {title}",
    "booking.approved": "確定: {title}",
    "booking.declined": "お断り: {title}",
    "booking.rescheduled": "日時変更: {title}",
    "booking.cancelled": "キャンセル: {title}",
    "booking.reminder": "リマインダー: {title}",
  },
  hostSubject: {
    "booking.created": "新しい予約: {title}",
    "booking.requested": "承認が必要です: {title}",
    "booking.approved": "承認済み: {title}",
    "booking.declined": "お断り: {title}",
    "booking.rescheduled": "日時変更: {title}",
    "booking.cancelled": "キャンセル: {title}",
    "booking.reminder": "リマインダー: {title}",
  },
  attendeeLead: {
    "booking.created": "ミーティングが予約されました。",
    "booking.requested": "リクエストを受け付けました。ホストが回答したらお知らせします。",
    "booking.approved": "ホストがミーティングを承認しました。",
    "booking.declined": "ホストはリクエストをお受けできませんでした。",
    "booking.rescheduled": "ミーティングの日時が変更されました。",
    "booking.cancelled": "ミーティングはキャンセルされました。",
    "booking.reminder": "まもなくミーティングが始まります。",
  },
  hostLead: {
    "booking.created": "ミーティングが予約されました。",
    "booking.requested": "ミーティングが承認を待っています。",
    "booking.approved": "ミーティングが承認されました。",
    "booking.declined": "リクエストをお断りしました。",
    "booking.rescheduled": "ミーティングの日時が変更されました。",
    "booking.cancelled": "ミーティングはキャンセルされました。",
    "booking.reminder": "まもなくミーティングが始まります。",
  },
  movePending: {
    attendeeSubject: "日時変更をリクエストしました: {title}",
    hostSubject: "承認が必要です: {title}",
    attendeeLead: "新しい日時のリクエストを受け付けました。ホストが回答したらお知らせします。",
    hostLead: "ミーティングが新しい日時に変更され、あなたの承認を待っています。",
  },
  when: "日時",
  previously: "変更前",
  where: "場所",
  who: "参加者",
  answers: "回答",
  reason: "理由",
  manage: "日時の変更またはキャンセル",
  guest: "ゲスト",
};

const it: EmailStrings = {
  attendeeSubject: {
    "booking.created": "Confermato: {title}",
    "booking.requested": "Richiesta ricevuta: {title}",
    "booking.approved": "Confermato: {title}",
    "booking.declined": "Rifiutato: {title}",
    "booking.rescheduled": "Spostato: {title}",
    "booking.cancelled": "Annullato: {title}",
    "booking.reminder": "Promemoria: {title}",
  },
  hostSubject: {
    "booking.created": "Nuova prenotazione: {title}",
    "booking.requested": "Approvazione richiesta: {title}",
    "booking.approved": "Approvato: {title}",
    "booking.declined": "Rifiutato: {title}",
    "booking.rescheduled": "Spostato: {title}",
    "booking.cancelled": "Annullato: {title}",
    "booking.reminder": "Promemoria: {title}",
  },
  attendeeLead: {
    "booking.created": "Il tuo incontro è prenotato.",
    "booking.requested": "Abbiamo ricevuto la tua richiesta. Ti scriveremo quando l'organizzatore avrà risposto.",
    "booking.approved": "L'organizzatore ha approvato il tuo incontro.",
    "booking.declined": "L'organizzatore non ha potuto accettare la tua richiesta.",
    "booking.rescheduled": "Il tuo incontro ha un nuovo orario.",
    "booking.cancelled": "Il tuo incontro è stato annullato.",
    "booking.reminder": "Il tuo incontro inizia a breve.",
  },
  hostLead: {
    "booking.created": "È stato prenotato un incontro con te.",
    "booking.requested": "Un incontro attende la tua approvazione.",
    "booking.approved": "L'incontro è stato approvato.",
    "booking.declined": "La richiesta è stata rifiutata.",
    "booking.rescheduled": "Un incontro con te ha un nuovo orario.",
    "booking.cancelled": "Un incontro con te è stato annullato.",
    "booking.reminder": "Il tuo incontro inizia a breve.",
  },
  movePending: {
    attendeeSubject: "Nuovo orario richiesto: {title}",
    hostSubject: "Approvazione richiesta: {title}",
    attendeeLead: "Abbiamo ricevuto la tua richiesta di un nuovo orario. Ti scriveremo quando l'organizzatore avrà risposto.",
    hostLead: "Un incontro con te è stato spostato a un nuovo orario che attende la tua approvazione.",
  },
  when: "Quando",
  previously: "Prima",
  where: "Dove",
  who: "Chi",
  answers: "Risposte",
  reason: "Motivo",
  manage: "Sposta o annulla",
  guest: "ospite",
};

const STRINGS: Record<string, EmailStrings> = { en, de, es, ja, it };
export const LOCALE: Record<string, string> = { en: "en-US", de: "de-DE", es: "es-ES", ja: "ja-JP", it: "it-IT" };

export const emailStrings = (language: string): EmailStrings => STRINGS[language] ?? en;
