// Spanish (formal "usted" / neutral)
import { dashboardEs } from "./dashboard-es";
import type { Catalog } from "./messages-en";

export const es: Catalog = {
  ...dashboardEs,
  withHosts: "con {hosts}",
  duration: "Duración",
  durationMinutes: "{count} min",
  durationHours: "{count} h",
  location: "Ubicación",
  previousMonth: "Mes anterior",
  nextMonth: "Mes siguiente",
  noSlotsThisMonth: "No hay horarios disponibles este mes.",
  showNextAvailable: "Ver el próximo mes disponible",
  calendarLayout: "Vista del calendario",
  monthLayout: "Mes",
  weekLayout: "Semana",
  previousWeek: "Semana anterior",
  nextWeek: "Semana siguiente",
  weekKeysHint:
    "Las flechas mueven entre los horarios: arriba y abajo dentro de un día, izquierda y derecha entre días; Inicio y Fin van al primer y último horario del día.",
  noSlotsThisWeek: "No hay horarios disponibles esta semana.",
  showNextAvailableDay: "Ver el próximo día con horarios",
  noSlotsOnDay: "No hay horarios disponibles este día.",
  pickADay: "Elija un día para ver sus horarios.",
  slotsLoadFailed: "No se pudieron cargar los horarios.",
  tryAgain: "Reintentar",
  daySlots: "{count, plural, =0 {Sin horarios disponibles} other {Horarios disponibles: #}}",
  dayNoSlots: "Sin horarios disponibles",
  timesOn: "Horarios del {date}",
  timeZone: "Zona horaria",
  searchTimeZones: "Ciudad, país o zona (Madrid, CET)",
  timeZoneSuggestions: "Sugerencias",
  noTimeZoneMatch: "Ninguna zona horaria coincide con «{search}»",
  apply: "Aplicar",
  timeFormat: "Formato de hora",
  hour12: "12 h",
  hour24: "24 h",
  loading: "Cargando…",
  yourDetails: "Sus datos",
  selectedSlot: "{date}, {time}",
  changeTime: "Cambiar hora",
  name: "Nombre",
  email: "Correo electrónico",
  guests: "Invitados",
  addGuest: "Añadir invitado",
  removeGuest: "Quitar invitado {number}",
  guestName: "Nombre del invitado {number}",
  guestEmail: "Correo electrónico del invitado {number}",
  guestLimit: "{max, plural, one {Puede añadir hasta # invitado.} other {Puede añadir hasta # invitados.}}",
  optional: "opcional",
  confirmBooking: "Confirmar reserva",
  requestBooking: "Solicitar reserva",
  submitting: "Reservando…",
  errorRequired: "Este campo es obligatorio.",
  errorEmail: "Introduzca una dirección de correo electrónico válida.",
  errorTooLong: "El texto es demasiado largo.",
  errorSingleLine: "Use una sola línea.",
  errorHiddenCharacters: "Elimine los caracteres invisibles o de formato.",
  errorPhone: "Introduzca un número de teléfono válido.",
  errorNumber: "Introduzca un número.",
  errorWholeNumber: "Introduzca un número entero.",
  errorNumberMin: "Introduzca {min} o más.",
  errorNumberMax: "Introduzca {max} o menos.",
  errorChoice: "Elija entre las opciones ofrecidas.",
  errorDuplicateEmail: "Cada persona necesita una dirección de correo electrónico distinta.",
  errorTooManyGuests: "{max, plural, one {Puede añadir como máximo # invitado.} other {Puede añadir como máximo # invitados.}}",
  errorSlotTaken: "Alguien acaba de reservar este horario. Elija otro; sus datos se conservan.",
  errorSlotGone: "Este horario ya no se puede reservar. Elija otro.",
  holdEndsIn: "Le reservamos este horario durante {time} más.",
  holdEndingSoon: "La reserva temporal de este horario termina en menos de dos minutos.",
  holdEnded: "Ya no le reservamos este horario. Aún puede reservarlo si nadie más lo ha hecho.",
  errorSlotHeld: "Otra persona está reservando este horario ahora mismo. Elija otro.",
  errorSlotBookedHere: "Usted mismo reservó este horario; su reserva se mantiene. Elija otro horario para reservar uno más.",
  errorHoldTaken: "La reserva temporal de este horario terminó y otra persona lo reservó. Elija otro; sus datos se conservan.",
  errorUnavailable: "No es posible reservar en este momento. Vuelva a intentarlo en unos instantes.",
  errorGeneric: "Se ha producido un error. Vuelva a intentarlo.",
  errorTooManyAttempts: "Demasiados intentos desde su conexión. Espere un minuto y vuelva a intentarlo.",
  errorTooManyRequests: "Demasiadas solicitudes desde su conexión. Espere un minuto y vuelva a intentarlo.",
  errorSummary: "Corrija los campos marcados.",
  confirmedTitle: "Reserva confirmada",
  pendingTitle: "Solicitud enviada",
  pendingText: "Su solicitud está pendiente de aprobación por parte del anfitrión. Se pondrá en contacto con usted cuando la confirme.",
  when: "Cuándo",
  addToCalendar: "Añadir al calendario",
  downloadIcs: "Descargar (.ics)",
  googleCalendar: "Google Calendar",
  bookAnother: "Reservar otro horario",
  unavailableTitle: "Este enlace de reserva no está disponible",
  unavailableText: "Su propietario lo ha desactivado. Pídale otro enlace.",
  notFoundTitle: "No se encontró el enlace de reserva",
  notFoundText: "Compruebe la dirección o pida un enlace nuevo a la persona que se lo envió.",
  pageNotFoundTitle: "Página de reservas no encontrada",
  pageNotFoundText: "Compruebe la dirección o pida a su propietario la dirección de su página de reservas.",
  pageLinksHeading: "Reuniones para reservar",
  pageNoLinks: "Ahora mismo no hay nada que reservar en esta página.",
  embedButton: "Reservar una cita",
  embedClose: "Cerrar",
  confirmationNotFoundTitle: "No se puede mostrar esta confirmación",
  confirmationNotFoundText: "Su dirección no la ha creado este sitio o ha caducado. Las reservas que haya hecho no se ven afectadas.",
  continue: "Continuar",
  manageConfirmedTitle: "Tu reserva está confirmada",
  managePendingTitle: "Tu reserva está pendiente de aprobación",
  manageCancelledTitle: "Esta reserva está cancelada",
  manageDeclinedTitle: "Esta solicitud de reserva fue rechazada",
  cancelledByHost: "Cancelada por el anfitrión.",
  cancelledByYou: "La cancelaste tú.",
  cancellationReason: "Motivo",
  outcomeCancelled: "Tu reserva está cancelada. El horario vuelve a estar libre.",
  outcomeRescheduled: "Tu reserva se ha movido al nuevo horario indicado abajo.",
  rescheduleAction: "Cambiar horario",
  cancelAction: "Cancelar reserva",
  cancelTitle: "¿Cancelar esta reserva?",
  cancelReasonLabel: "Motivo de la cancelación",
  cancelReasonHint: "El anfitrión lo verá.",
  cancelConfirm: "Sí, cancelar la reserva",
  cancelling: "Cancelando…",
  keepBooking: "Mantener mi reserva",
  rescheduleTitle: "Elige un nuevo horario",
  currentTime: "Horario actual",
  newTime: "Nuevo horario",
  rescheduleConfirm: "Confirmar nuevo horario",
  rescheduling: "Moviendo…",
  rescheduleNeedsApproval: "El anfitrión tendrá que aprobar el nuevo horario.",
  backToBooking: "Volver a mi reserva",
  manageErrorSlotTaken: "Alguien acaba de reservar ese horario. Elige otro, por favor.",
  manageErrorSameTime: "Ese es el horario actual de tu reserva. Elige otro, por favor.",
  manageErrorStarted: "Esta reunión ya ha empezado, así que no se puede cambiar.",
  manageErrorChanged: "Esta reserva cambió mientras tanto. Se muestra tal como está ahora.",
  manageLinkUnavailable: "Su enlace de reserva ya no acepta reservas, así que no se puede mover. Aún puedes cancelarla.",
  manageStartedText: "Esta reunión ha empezado; ya no se puede cambiar aquí.",
  manageExpiredTitle: "Esta reunión ha terminado",
  manageExpiredText: "Su dirección de gestión funcionó hasta el final de la reunión. Para volver a reunirte, reserva un nuevo horario.",
  manageNotFoundTitle: "Reserva no encontrada",
  manageNotFoundText: "Esta dirección de gestión no es válida o ya no funciona. Revisa la dirección de tu confirmación.",
  manageLink: "Gestionar o cancelar esta reserva",
  manageAddressLabel: "Tu dirección de gestión (mantenla en privado: quien la tenga puede cambiar la reserva)",
  copy: "Copiar",
  copied: "Copiado",
  characterCount: "{count} / {max}",
  guestsLeftOut:
    "{count, plural, one {Este enlace admite menos invitados de los que indicaba la dirección; no se añadió uno: {emails}.} other {Este enlace admite menos invitados de los que indicaba la dirección; no se añadieron #: {emails}.}}",
  who: "Quién",
  outlookCalendar: "Outlook.com",
  office365Calendar: "Office 365",
  pendingCalendar:
    "Podrá añadirla a su calendario cuando el anfitrión la apruebe: la invitación llegará por correo y esta página también la ofrecerá entonces.",

  // The invite page (app/invite/[token]).
  inviteTitle: "Únase a {workspace}",
  inviteLead: "{inviter} le invita a unirse a {workspace} como miembro.",
  inviteLeadNoInviter: "Está invitado a unirse a {workspace} como miembro.",
  inviteRole: "Rol",
  inviteRoleMember: "Miembro",
  inviteInvitedBy: "Invitado por",
  inviteFor: "Invitación para",
  inviteExpiresOn: "Válida hasta el {date}",
  inviteScheduleNote:
    "Al unirse recibirá un calendario en este servicio y un horario de lunes a viernes, de 09:00 a 17:00 (UTC), que podrá cambiar más adelante.",
  inviteAccept: "Aceptar",
  inviteDecline: "Rechazar",
  inviteAcceptedTitle: "Bienvenido a {workspace}",
  inviteAcceptedText: "Ya es miembro de {workspace}.",
  inviteOpenDashboard: "Abrir su panel",
  inviteDeclinedTitle: "Invitación rechazada",
  inviteDeclinedText: "Ha rechazado la invitación a {workspace}. No se ha cambiado nada más.",
  inviteNotFoundTitle: "Invitación no encontrada",
  inviteNotFoundText: "Esta dirección de invitación no es válida. Compruebe la dirección de su correo electrónico.",
  inviteExpiredTitle: "Esta invitación ha caducado",
  inviteExpiredText: "Pida a la persona que le invitó que le envíe una nueva invitación.",
  inviteNotPendingTitle: "Ya no se puede responder a esta invitación",
  inviteNotPendingText: "Ya fue aceptada, rechazada o retirada.",
  inviteFailedText: "No se pudo registrar su respuesta. Inténtelo de nuevo.",

  // Booking e-mails
  "email.attendeeSubject": `{event, select,
    created {Confirmada: {title}}
    requested {Solicitud recibida: {title}}
    approved {Confirmada: {title}}
    declined {Rechazada: {title}}
    rescheduled {Reprogramada: {title}}
    cancelled {Cancelada: {title}}
    reminder {Recordatorio: {title}}
    movePending {Nueva hora solicitada: {title}}
    other {{title}}
  }`,
  "email.hostSubject": `{event, select,
    created {Nueva reserva: {title}}
    requested {Requiere aprobación: {title}}
    approved {Aprobada: {title}}
    declined {Rechazada: {title}}
    rescheduled {Reprogramada: {title}}
    cancelled {Cancelada: {title}}
    reminder {Recordatorio: {title}}
    movePending {Requiere aprobación: {title}}
    other {{title}}
  }`,
  "email.attendeeLead": `{event, select,
    created {Tu reunión está reservada.}
    requested {Recibimos tu solicitud. Te avisaremos cuando el anfitrión la responda.}
    approved {El anfitrión aprobó tu reunión.}
    declined {El anfitrión no pudo aceptar tu solicitud.}
    rescheduled {Tu reunión tiene una nueva hora.}
    cancelled {Tu reunión se canceló.}
    reminder {Tu reunión empieza pronto.}
    movePending {Recibimos tu solicitud de una nueva hora. Te avisaremos cuando el anfitrión la responda.}
    other {}
  }`,
  "email.hostLead": `{event, select,
    created {Se reservó una reunión contigo.}
    requested {Una reunión espera tu aprobación.}
    approved {La reunión fue aprobada.}
    declined {La solicitud fue rechazada.}
    rescheduled {Una reunión contigo tiene una nueva hora.}
    cancelled {Una reunión contigo se canceló.}
    reminder {Tu reunión empieza pronto.}
    movePending {Una reunión contigo se movió a una nueva hora que espera tu aprobación.}
    other {}
  }`,
  "email.when": "Cuándo",
  "email.previously": "Antes",
  "email.where": "Dónde",
  "email.who": "Quién",
  "email.guest": "{name} (invitado)",
  "email.answers": "Respuestas",
  "email.reason": "Motivo",
  "email.manage": "Reprogramar o cancelar",
  // The invite e-mail (lib/notifications/email/render-invite-email.ts).
  "email.inviteSubject": "{inviter} le invita a unirse a {workspace}",
  "email.inviteGreeting": "Hola, {name}:",
  "email.inviteLead": "{inviter} le invita a unirse a {workspace} como miembro. Abra la invitación para aceptarla o rechazarla.",
  "email.inviteOpen": "Abrir la invitación",
  "email.inviteExpires": "La invitación es válida hasta el {expires}.",
  "email.inviteIgnore": "Si no la esperaba, puede ignorar este correo; no ocurrirá nada a menos que la acepte.",
  // The sign-in e-mail (lib/notifications/email/render-sign-in-email.ts).
  "email.signInSubject": "Inicie sesión en {workspace}",
  "email.signInGreeting": "Hola, {name}:",
  "email.signInLead":
    "Alguien ha pedido iniciar sesión en {workspace} con esta dirección de correo. Abra el enlace siguiente para iniciar sesión.",
  "email.signInOpen": "Iniciar sesión en {workspace}",
  "email.signInExpires":
    "{minutes, plural, one {El enlace funciona durante # minuto y una sola vez.} other {El enlace funciona durante # minutos y una sola vez.}}",
  "email.signInIgnore": "Si no ha pedido iniciar sesión, ignore este correo: nadie puede iniciar sesión sin el enlace.",
};
