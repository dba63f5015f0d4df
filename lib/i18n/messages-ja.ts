// Japanese (polite です/ます style)
import { dashboardJa } from "./dashboard-ja";
import type { Catalog } from "./messages-en";

export const ja: Catalog = {
  ...dashboardJa,
  withHosts: "主催者：{hosts}",
  duration: "所要時間",
  durationMinutes: "{count}分",
  durationHours: "{count}時間",
  location: "場所",
  previousMonth: "前の月",
  nextMonth: "次の月",
  noSlotsThisMonth: "今月は予約可能な時間がありません。",
  showNextAvailable: "次に予約可能な月を表示",
  calendarLayout: "カレンダーの表示",
  monthLayout: "月",
  weekLayout: "週",
  previousWeek: "前の週",
  nextWeek: "次の週",
  weekKeysHint:
    "矢印キーで時間を移動できます（上下で同じ日の中、左右で日をまたいで移動）。Home と End でその日の最初と最後の時間に移動します。",
  noSlotsThisWeek: "今週は予約可能な時間がありません。",
  showNextAvailableDay: "予約可能な次の日を表示",
  noSlotsOnDay: "この日は予約可能な時間がありません。",
  pickADay: "日付を選択すると、予約可能な時間が表示されます。",
  slotsLoadFailed: "時間を読み込めませんでした。",
  tryAgain: "再試行",
  daySlots: "{count, plural, =0 {空きなし} other {空き#件}}",
  dayNoSlots: "空きなし",
  timesOn: "{date}の空き時間",
  timeZone: "タイムゾーン",
  searchTimeZones: "都市・国・ゾーン（日本、JST）",
  timeZoneSuggestions: "候補",
  noTimeZoneMatch: "「{search}」に一致するタイムゾーンがありません",
  apply: "適用",
  timeFormat: "時刻の表示形式",
  hour12: "12時間",
  hour24: "24時間",
  loading: "読み込み中…",
  yourDetails: "お客様情報",
  selectedSlot: "{date} {time}",
  changeTime: "時間を変更",
  name: "お名前",
  email: "メールアドレス",
  guests: "ゲスト",
  addGuest: "ゲストを追加",
  removeGuest: "ゲスト{number}を削除",
  guestName: "ゲスト{number}のお名前",
  guestEmail: "ゲスト{number}のメールアドレス",
  guestLimit: "ゲストは{max}人まで招待できます。",
  optional: "任意",
  confirmBooking: "予約を確定する",
  requestBooking: "予約をリクエストする",
  submitting: "予約中…",
  errorRequired: "この項目は必須です。",
  errorEmail: "有効なメールアドレスを入力してください。",
  errorTooLong: "入力内容が長すぎます。",
  errorSingleLine: "1行で入力してください。",
  errorHiddenCharacters: "見えない文字や書式制御文字を削除してください。",
  errorPhone: "有効な電話番号を入力してください。",
  errorNumber: "数値を入力してください。",
  errorWholeNumber: "整数を入力してください。",
  errorNumberMin: "{min} 以上を入力してください。",
  errorNumberMax: "{max} 以下を入力してください。",
  errorChoice: "表示された選択肢から選んでください。",
  errorDuplicateEmail: "参加者ごとに異なるメールアドレスを入力してください。",
  errorTooManyGuests: "招待できるゲストは最大{max}人です。",
  errorSlotTaken: "この時間はたった今、別の方が予約しました。別の時間を選択してください。入力内容は保持されています。",
  errorSlotGone: "この時間は予約できなくなりました。別の時間を選択してください。",
  holdEndsIn: "この時間をあと{time}確保しています。",
  holdEndingSoon: "この時間の確保は2分以内に終了します。",
  holdEnded: "この時間の確保は終了しました。まだ誰も予約していなければ、予約できます。",
  errorSlotHeld: "この時間は現在、別の方が予約手続き中です。別の時間を選択してください。",
  errorSlotBookedHere: "この時間はすでにご自身で予約済みです（予約は有効です）。さらに予約するには別の時間を選択してください。",
  errorHoldTaken: "この時間の確保が終了し、別の方が予約しました。別の時間を選択してください。入力内容は保持されています。",
  errorUnavailable: "現在、予約を受け付けることができません。しばらくしてからもう一度お試しください。",
  errorGeneric: "問題が発生しました。もう一度お試しください。",
  errorTooManyAttempts: "ご利用の接続からの試行が多すぎます。1分ほど待ってから、もう一度お試しください。",
  errorTooManyRequests: "ご利用の接続からのリクエストが多すぎます。1分ほど待ってから、もう一度お試しください。",
  errorSummary: "強調表示された項目を修正してください。",
  confirmedTitle: "予約が完了しました",
  pendingTitle: "リクエストを送信しました",
  pendingText: "リクエストは主催者の承認待ちです。承認されると、主催者から連絡があります。",
  when: "日時",
  addToCalendar: "カレンダーに追加",
  downloadIcs: "ダウンロード (.ics)",
  googleCalendar: "Google Calendar",
  bookAnother: "別の時間を予約",
  unavailableTitle: "この予約リンクは利用できません",
  unavailableText: "リンクの所有者によって無効にされています。所有者に別のリンクをお問い合わせください。",
  notFoundTitle: "予約リンクが見つかりません",
  notFoundText: "アドレスをご確認いただくか、リンクの送信者に新しいリンクをお問い合わせください。",
  pageNotFoundTitle: "予約ページが見つかりません",
  pageNotFoundText: "アドレスをご確認いただくか、所有者に予約ページのアドレスをお問い合わせください。",
  pageLinksHeading: "予約できるミーティング",
  pageNoLinks: "現在、このページで予約できるものはありません。",
  embedButton: "予約する",
  embedClose: "閉じる",
  confirmationNotFoundTitle: "この確認ページは表示できません",
  confirmationNotFoundText: "このアドレスはこのサイトが作成したものではないか、有効期限が切れています。行った予約には影響しません。",
  continue: "続ける",
  manageConfirmedTitle: "予約は確定しています",
  managePendingTitle: "予約は承認待ちです",
  manageCancelledTitle: "この予約はキャンセルされました",
  manageDeclinedTitle: "この予約リクエストは辞退されました",
  cancelledByHost: "主催者がキャンセルしました。",
  cancelledByYou: "あなたがキャンセルしました。",
  cancellationReason: "理由",
  outcomeCancelled: "予約をキャンセルしました。この時間は再び空いています。",
  outcomeRescheduled: "予約を下記の新しい日時に変更しました。",
  rescheduleAction: "日時を変更",
  cancelAction: "予約をキャンセル",
  cancelTitle: "この予約をキャンセルしますか？",
  cancelReasonLabel: "キャンセルの理由",
  cancelReasonHint: "主催者に表示されます。",
  cancelConfirm: "はい、キャンセルします",
  cancelling: "キャンセル中…",
  keepBooking: "予約を維持する",
  rescheduleTitle: "新しい日時を選択",
  currentTime: "現在の日時",
  newTime: "新しい日時",
  rescheduleConfirm: "新しい日時を確定",
  rescheduling: "変更中…",
  rescheduleNeedsApproval: "新しい日時は主催者の承認が必要です。",
  backToBooking: "予約に戻る",
  manageErrorSlotTaken: "その時間はたった今予約されました。別の時間を選んでください。",
  manageErrorSameTime: "それは現在の予約日時です。別の時間を選んでください。",
  manageErrorStarted: "この会議はすでに始まっているため、変更できません。",
  manageErrorChanged: "この予約はその間に変更されました。現在の内容を表示しています。",
  manageLinkUnavailable: "予約リンクが受付を停止しているため、日時を変更できません。キャンセルは可能です。",
  manageStartedText: "この会議は始まっているため、ここでは変更できません。",
  manageExpiredTitle: "この会議は終了しました",
  manageExpiredText: "管理用アドレスは会議の終了まで有効でした。再度お会いするには、新しい日時を予約してください。",
  manageNotFoundTitle: "予約が見つかりません",
  manageNotFoundText: "この管理用アドレスは無効か、使用できなくなりました。確認ページのアドレスをご確認ください。",
  manageLink: "この予約を管理・キャンセル",
  manageAddressLabel: "管理用アドレス（他人に教えないでください。知っている人は予約を変更できます）",
  copy: "コピー",
  copied: "コピーしました",
  characterCount: "{count} / {max}",
  guestsLeftOut: "{count, plural, other {このリンクで招待できるゲストはアドレスの指定より少ないため、#人は追加されませんでした: {emails}}}",
  who: "参加者",
  outlookCalendar: "Outlook.com",
  office365Calendar: "Office 365",
  pendingCalendar: "ホストが承認すると、カレンダーに追加できます。招待はメールで届き、このページからも追加できるようになります。",

  // The invite page (app/invite/[token]).
  inviteTitle: "{workspace} に参加",
  inviteLead: "{inviter} さんから、{workspace} にメンバーとして参加するよう招待されています。",
  inviteLeadNoInviter: "{workspace} にメンバーとして参加するよう招待されています。",
  inviteRole: "役割",
  inviteRoleMember: "メンバー",
  inviteInvitedBy: "招待者",
  inviteFor: "招待先",
  inviteExpiresOn: "{date} まで有効",
  inviteScheduleNote:
    "参加すると、このサービスのカレンダーと、月曜〜金曜 09:00–17:00（UTC）の勤務時間が設定されます。勤務時間は後で変更できます。",
  inviteAccept: "承諾する",
  inviteDecline: "辞退する",
  inviteAcceptedTitle: "{workspace} へようこそ",
  inviteAcceptedText: "{workspace} のメンバーになりました。",
  inviteOpenDashboard: "ダッシュボードを開く",
  inviteDeclinedTitle: "招待を辞退しました",
  inviteDeclinedText: "{workspace} への招待を辞退しました。ほかには何も変更されていません。",
  inviteNotFoundTitle: "招待が見つかりません",
  inviteNotFoundText: "この招待アドレスは無効です。メールに記載のアドレスをご確認ください。",
  inviteExpiredTitle: "この招待は有効期限が切れています",
  inviteExpiredText: "招待した方に、新しい招待を送ってもらってください。",
  inviteNotPendingTitle: "この招待にはもう回答できません",
  inviteNotPendingText: "すでに承諾、辞退、または取り消されています。",
  inviteFailedText: "回答を記録できませんでした。もう一度お試しください。",

  // Booking e-mails
  "email.attendeeSubject": `{event, select,
    created {確定: {title}}
    requested {リクエストを受け付けました: {title}}
    approved {確定: {title}}
    declined {お断り: {title}}
    rescheduled {日時変更: {title}}
    cancelled {キャンセル: {title}}
    reminder {リマインダー: {title}}
    movePending {日時変更をリクエストしました: {title}}
    other {{title}}
  }`,
  "email.hostSubject": `{event, select,
    created {新しい予約: {title}}
    requested {承認が必要です: {title}}
    approved {承認済み: {title}}
    declined {お断り: {title}}
    rescheduled {日時変更: {title}}
    cancelled {キャンセル: {title}}
    reminder {リマインダー: {title}}
    movePending {承認が必要です: {title}}
    other {{title}}
  }`,
  "email.attendeeLead": `{event, select,
    created {ミーティングが予約されました。}
    requested {リクエストを受け付けました。ホストが回答したらお知らせします。}
    approved {ホストがミーティングを承認しました。}
    declined {ホストはリクエストをお受けできませんでした。}
    rescheduled {ミーティングの日時が変更されました。}
    cancelled {ミーティングはキャンセルされました。}
    reminder {まもなくミーティングが始まります。}
    movePending {新しい日時のリクエストを受け付けました。ホストが回答したらお知らせします。}
    other {}
  }`,
  "email.hostLead": `{event, select,
    created {ミーティングが予約されました。}
    requested {ミーティングが承認を待っています。}
    approved {ミーティングが承認されました。}
    declined {リクエストをお断りしました。}
    rescheduled {ミーティングの日時が変更されました。}
    cancelled {ミーティングはキャンセルされました。}
    reminder {まもなくミーティングが始まります。}
    movePending {ミーティングが新しい日時に変更され、あなたの承認を待っています。}
    other {}
  }`,
  "email.when": "日時",
  "email.previously": "変更前",
  "email.where": "場所",
  "email.who": "参加者",
  "email.guest": "{name} (ゲスト)",
  "email.answers": "回答",
  "email.reason": "理由",
  "email.manage": "日時の変更またはキャンセル",
  // The invite e-mail (lib/notifications/email/render-invite-email.ts).
  "email.inviteSubject": "{inviter} さんから {workspace} への招待が届いています",
  "email.inviteGreeting": "{name} 様",
  "email.inviteLead":
    "{inviter} さんから、{workspace} にメンバーとして参加するよう招待されています。招待を開いて、承諾または辞退してください。",
  "email.inviteOpen": "招待を開く",
  "email.inviteExpires": "この招待は {expires} まで有効です。",
  "email.inviteIgnore": "お心当たりがない場合は、このメールを無視してください。承諾しない限り何も起こりません。",
  // The sign-in e-mail (lib/notifications/email/render-sign-in-email.ts).
  "email.signInSubject": "{workspace} へのサインイン",
  "email.signInGreeting": "{name} 様",
  "email.signInLead": "このメールアドレスで {workspace} へのサインインが要求されました。下のリンクを開いてサインインしてください。",
  "email.signInOpen": "{workspace} にサインインする",
  "email.signInExpires": "{minutes, plural, other {このリンクは # 分間、1 回だけ有効です。}}",
  "email.signInIgnore": "サインインを要求していない場合は、このメールを無視してください。リンクがなければ誰もサインインできません。",
};
