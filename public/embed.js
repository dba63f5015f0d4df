/*
 * Booking embed: paste on any page to show a booking link inline, in a popup
 * or behind a floating button. No dependencies.
 *
 *   <div id="book"></div>
 *   <script src="https://YOUR-APP/embed.js"></script>
 *   <script>
 *     SchedulingEmbed.inline({ link: "bl_demo_intro", target: "#book", onEvent: (e) => console.log(e) });
 *   </script>
 *
 * With `manage: "<manage token>"` instead of `link`, the frame shows that
 * booking's manage page (reschedule, cancel).
 *
 * Every message from the iframe is checked: it must come from this script's
 * own origin and from the iframe it created. Messages to the iframe are never
 * sent to "*".
 */
(function () {
  "use strict";
  if (window.SchedulingEmbed) return;

  var script = document.currentScript;
  var appOrigin = new URL(script && script.src ? script.src : location.href).origin;
  var counter = 0;
  var EVENT_TYPES = [
    "ready",
    "slots-loaded",
    "date-selected",
    "slot-selected",
    "booking-succeeded",
    "booking-failed",
    "booking-cancelled",
    "booking-rescheduled",
  ];

  function resolveTarget(target) {
    var el = typeof target === "string" ? document.querySelector(target) : target;
    if (!el) throw new Error("SchedulingEmbed: no element matches " + target);
    return el;
  }

  function frameUrl(options, embedId) {
    var params = new URLSearchParams();
    params.set("embedOrigin", location.origin);
    params.set("embedId", embedId);
    if (options.theme) params.set("theme", options.theme);
    if (options.hideDetails) params.set("hideDetails", "1");
    if (options.transparent) params.set("transparent", "1");
    if (options.brandColor) params.set("brand", String(options.brandColor).replace(/^#/, ""));
    var prefill = options.prefill || {};
    Object.keys(prefill).forEach(function (key) {
      var value = prefill[key];
      if (value != null) params.set(key, Array.isArray(value) ? value.join(",") : String(value));
    });
    // `manage`: a booking's manage token, to show its manage page (reschedule, cancel) instead of a link's booking page.
    var path = options.manage ? "/embed/booking/" + encodeURIComponent(options.manage) : "/embed/" + encodeURIComponent(options.link);
    return appOrigin + path + "?" + params.toString();
  }

  function createFrame(options, host) {
    var embedId = "e" + ++counter + Math.random().toString(36).slice(2, 8);
    var iframe = document.createElement("iframe");
    iframe.src = frameUrl(options, embedId);
    iframe.title = options.title || "Book a meeting";
    iframe.setAttribute("loading", "eager");
    iframe.setAttribute("allow", "clipboard-write");
    iframe.style.cssText = "width:100%;border:0;display:block;height:" + (options.initialHeight || 640) + "px;color-scheme:normal;";
    if (options.transparent) iframe.setAttribute("allowtransparency", "true");

    function onMessage(event) {
      if (event.origin !== appOrigin || event.source !== iframe.contentWindow) return;
      var data = event.data;
      if (!data || data.source !== "scheduling-embed" || data.embedId !== embedId || !data.event) return;
      var message = data.event;
      if (message.type === "resize") {
        var height = Math.max(200, Math.min(10000, Math.round(Number(message.height) || 0)));
        iframe.style.height = height + "px";
        return;
      }
      if (message.type === "redirect") {
        if (/^https?:\/\//i.test(message.url)) {
          try {
            window.top.location.href = message.url;
          } catch (e) {
            window.open(message.url, "_blank", "noopener");
          }
        }
        return;
      }
      if (EVENT_TYPES.indexOf(message.type) === -1) return;
      var detail = Object.assign({}, message);
      delete detail.type;
      host.dispatchEvent(new CustomEvent("scheduling:" + message.type, { detail: detail, bubbles: true }));
      if (typeof options.onEvent === "function") options.onEvent({ type: message.type, detail: detail });
    }
    window.addEventListener("message", onMessage);
    return {
      iframe: iframe,
      destroy: function () {
        window.removeEventListener("message", onMessage);
        iframe.remove();
      },
    };
  }

  function inline(options) {
    var host = resolveTarget(options.target);
    var frame = createFrame(options, host);
    host.appendChild(frame.iframe);
    return frame;
  }

  function popup(options) {
    var current = null;
    function open(event) {
      if (event) event.preventDefault();
      if (current) return;
      var overlay = document.createElement("div");
      overlay.setAttribute("role", "dialog");
      overlay.setAttribute("aria-modal", "true");
      overlay.setAttribute("aria-label", options.title || "Book a meeting");
      overlay.style.cssText =
        "position:fixed;inset:0;z-index:2147483000;background:rgba(15,23,42,.6);display:flex;align-items:flex-start;justify-content:center;overflow:auto;padding:24px 8px;";
      var box = document.createElement("div");
      box.style.cssText = "position:relative;width:100%;max-width:1000px;background:#fff;border-radius:12px;overflow:hidden;";
      var close = document.createElement("button");
      close.type = "button";
      close.textContent = "\u00d7";
      close.setAttribute("aria-label", "Close");
      close.style.cssText =
        "position:absolute;top:6px;right:10px;z-index:1;font-size:28px;line-height:1;background:none;border:0;cursor:pointer;color:#0f172a;";
      var frame = createFrame(options, box);
      box.appendChild(close);
      box.appendChild(frame.iframe);
      overlay.appendChild(box);
      function dismiss() {
        frame.destroy();
        overlay.remove();
        document.removeEventListener("keydown", onKey);
        current = null;
        if (trigger) trigger.focus();
      }
      function onKey(e) {
        if (e.key === "Escape") dismiss();
      }
      close.addEventListener("click", dismiss);
      overlay.addEventListener("click", function (e) {
        if (e.target === overlay) dismiss();
      });
      document.addEventListener("keydown", onKey);
      document.body.appendChild(overlay);
      close.focus();
      current = { frame: frame, close: dismiss };
    }
    var trigger = options.trigger ? resolveTarget(options.trigger) : null;
    if (trigger) trigger.addEventListener("click", open);
    return {
      open: open,
      close: function () {
        if (current) current.close();
      },
    };
  }

  function floatingButton(options) {
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = options.text || "Book a meeting";
    var color = /^#?[0-9a-fA-F]{6}$/.test(options.brandColor || "") ? "#" + String(options.brandColor).replace(/^#/, "") : "#0f766e";
    button.style.cssText =
      "position:fixed;right:20px;bottom:20px;z-index:2147482000;padding:14px 20px;border:0;border-radius:999px;font:600 16px system-ui,sans-serif;color:#fff;cursor:pointer;box-shadow:0 6px 20px rgba(0,0,0,.25);background:" +
      color;
    document.body.appendChild(button);
    var opts = Object.assign({}, options, { trigger: button });
    return popup(opts);
  }

  // Declarative use: <div data-scheduling-inline="bl_demo_intro"></div>,
  // <button data-scheduling-popup="bl_demo_intro">Book</button>.
  function scan() {
    document.querySelectorAll("[data-scheduling-inline]:not([data-scheduling-ready])").forEach(function (el) {
      el.setAttribute("data-scheduling-ready", "");
      inline({ link: el.getAttribute("data-scheduling-inline"), target: el, theme: el.getAttribute("data-theme") || undefined });
    });
    document.querySelectorAll("[data-scheduling-popup]:not([data-scheduling-ready])").forEach(function (el) {
      el.setAttribute("data-scheduling-ready", "");
      popup({ link: el.getAttribute("data-scheduling-popup"), trigger: el });
    });
  }

  window.SchedulingEmbed = { inline: inline, popup: popup, floatingButton: floatingButton, scan: scan };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
  else scan();
})();
