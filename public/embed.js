/*
 * Booking embed: a booking link inline, in a popup or behind a floating
 * button on any page (docs/booking-app.md). No dependencies, no build step.
 * Messages from the iframe must come from this script's origin and from the
 * iframe it created; messages to it go to that origin only, never to "*".
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
    "slots-failed",
    "link-failed",
    "date-selected",
    "slot-selected",
    "booking-succeeded",
    "booking-failed",
    "booking-cancelled",
    "booking-rescheduled",
  ];
  // Background and text of the app's themes.
  var COLORS = { dark: ["#020617", "#f1f5f9"], light: ["#fff", "#0f172a"] };
  var warm = {};
  var linkDefaults = {};

  function resolveTarget(target) {
    var el = typeof target === "string" ? document.querySelector(target) : target;
    if (!el) throw new Error("SchedulingEmbed: no element matches " + target);
    return el;
  }

  function make(tag, css) {
    var el = document.createElement(tag);
    el.style.cssText = css || "";
    return el;
  }

  function colorsOf(theme) {
    var dark = theme === "dark" || (theme !== "light" && window.matchMedia && matchMedia("(prefers-color-scheme: dark)").matches);
    return COLORS[dark ? "dark" : "light"];
  }

  function hexColor(value) {
    return /^#?[0-9a-fA-F]{6}$/.test(value || "") ? "#" + String(value).replace(/^#/, "") : undefined;
  }

  function textOn(hex) {
    var n = parseInt(hex.slice(1), 16);
    return 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 150 ? "#000" : "#fff";
  }

  function frameUrl(options, embedId) {
    var params = new URLSearchParams();
    params.set("embedOrigin", location.origin);
    params.set("embedId", embedId);
    if (options.theme) params.set("theme", options.theme);
    if (options.hideDetails) params.set("hideDetails", "1");
    if (options.transparent) params.set("transparent", "1");
    if (hexColor(options.brandColor)) params.set("brand", hexColor(options.brandColor).slice(1));
    if (options.layout) params.set("layout", options.layout);
    if (options.forwardQueryParams)
      new URLSearchParams(location.search).forEach(function (value, key) {
        if (/^utm_(source|medium|campaign|term|content)$/.test(key) && value.length <= 200) params.set(key, value);
      });
    var prefill = options.prefill || {};
    Object.keys(prefill).forEach(function (key) {
      var value = prefill[key];
      if (value != null) params.set(key, Array.isArray(value) ? value.join(",") : String(value));
    });
    // `manage`: a booking's manage token, for its manage page.
    var path = options.manage ? "/embed/booking/" + encodeURIComponent(options.manage) : "/embed/" + encodeURIComponent(options.link);
    return appOrigin + path + "?" + params.toString();
  }

  // The iframe in a box with a themed placeholder until it is ready. A preloaded popup's events wait for a host.
  function createFrame(options) {
    var embedId = "e" + ++counter + Math.random().toString(36).slice(2, 8);
    var colors = colorsOf(options.theme);
    // Phones stack the details above the calendar: taller.
    var guess = options.initialHeight || (innerWidth < 768 ? 1100 : innerWidth < 1024 ? 800 : 640);
    var box = make("div", "position:relative;width:100%;height:" + guess + "px;" + (options.transparent ? "" : "background:" + colors[0]));
    box.setAttribute("aria-busy", "true");
    var placeholder = make("div", "position:absolute;inset:24px;pointer-events:none");
    [45, 80, 60].forEach(function (width) {
      placeholder.append(
        make("div", "height:14px;margin-bottom:16px;border-radius:7px;opacity:.12;width:" + width + "%;background:" + colors[1]),
      );
    });
    if (placeholder.animate) placeholder.animate({ opacity: [1, 0.4, 1] }, { duration: 1600, iterations: Infinity });
    var iframe = make("iframe", "width:100%;height:100%;border:0;display:block;color-scheme:normal;opacity:0;transition:opacity .15s");
    iframe.src = frameUrl(options, embedId);
    iframe.title = options.title || "Book a meeting";
    iframe.setAttribute("allow", "clipboard-write");
    box.append(placeholder, iframe);

    var frame = { box: box, iframe: iframe, options: options, host: null, waiting: [], ready: false };
    function show() {
      iframe.style.opacity = "1";
      box.style.background = "";
      box.removeAttribute("aria-busy");
      placeholder.remove();
    }
    // Should the frame's script never run, its page shows all the same.
    iframe.addEventListener("load", function () {
      setTimeout(show, 4000);
    });
    frame.post = function (command) {
      if (iframe.contentWindow)
        iframe.contentWindow.postMessage({ source: "scheduling-embed-host", embedId: embedId, command: command }, appOrigin);
    };
    // Theme and colour change in place; anything else reloads the frame.
    frame.update = function (changes) {
      var reload = false;
      Object.keys(changes || {}).forEach(function (key) {
        if (key !== "theme" && key !== "brandColor") reload = true;
        options[key] = changes[key];
      });
      if (reload) iframe.src = frameUrl(options, embedId);
      else frame.post({ type: "update", theme: options.theme || "auto", brand: hexColor(options.brandColor) });
    };
    frame.emit = function (type, detail) {
      if (!frame.host) return frame.waiting.push([type, detail]);
      frame.host.dispatchEvent(new CustomEvent("scheduling:" + type, { detail: detail, bubbles: true }));
      if (typeof frame.options.onEvent === "function") frame.options.onEvent({ type: type, detail: detail });
    };
    frame.attach = function (host, hostOptions) {
      frame.host = host;
      frame.options = hostOptions || options;
      frame.waiting.splice(0).forEach(function (event) {
        frame.emit(event[0], event[1]);
      });
    };

    function onMessage(event) {
      if (event.origin !== appOrigin || event.source !== iframe.contentWindow) return;
      var data = event.data;
      if (!data || data.source !== "scheduling-embed" || data.embedId !== embedId || !data.event) return;
      var message = data.event;
      if (message.type === "resize") {
        box.style.height = Math.max(200, Math.min(10000, Math.round(Number(message.height) || 0))) + "px";
        // Shown at its own height, sent after `ready`: no jump from the placeholder's.
        if (frame.ready) show();
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
      if (message.type === "close-requested") {
        if (frame.onCloseRequested) frame.onCloseRequested();
        return;
      }
      var type = message.type;
      if (EVENT_TYPES.indexOf(type) === -1) return;
      if (type === "ready") {
        // Once per embed; a later page (the confirmation) gets the current theme.
        if (frame.ready) return frame.update({});
        frame.ready = true;
      }
      var detail = Object.assign({}, message);
      delete detail.type;
      frame.emit(type, detail);
    }
    window.addEventListener("message", onMessage);
    frame.destroy = function () {
      window.removeEventListener("message", onMessage);
      box.remove();
    };
    return frame;
  }

  function noop() {}

  function inline(options) {
    var host = resolveTarget(options.target);
    var frame = createFrame(options);
    host.append(frame.box);
    frame.attach(host);
    return { open: noop, close: noop, update: frame.update, destroy: frame.destroy };
  }

  // A modal dialog, built hidden. The close button is fixed above the box the frame scrolls in; sentinels wrap
  // Tab; the page behind is locked; Escape closes, from inside the frame too.
  function createDialog(options) {
    var frame = createFrame(options);
    var labels = linkDefaults[options.link] || {};
    var overlay = make(
      "div",
      "position:fixed;inset:0;z-index:2147483000;background:rgba(15,23,42,.6);display:flex;align-items:flex-start;justify-content:center;padding:60px 8px 8px;overscroll-behavior:contain;visibility:hidden",
    );
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-modal", "true");
    overlay.setAttribute("aria-label", options.title || labels.title || "Book a meeting");
    var box = make("div", "width:100%;max-width:1000px;border-radius:12px;overflow:hidden;box-shadow:0 20px 50px rgba(0,0,0,.35)");
    frame.box.style.maxHeight = "calc(100dvh - 68px)";
    var close = make(
      "button",
      "position:fixed;top:10px;right:max(8px,calc(50% - 500px));width:40px;height:40px;padding:0;border-radius:50%;border:1px solid rgba(148,163,184,.7);font:26px/1 system-ui,sans-serif;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.3)",
    );
    close.type = "button";
    close.textContent = "\u00d7";
    function paintClose() {
      var c = colorsOf(frame.options.theme);
      close.style.background = c[0];
      close.style.color = c[1];
    }
    paintClose();
    close.setAttribute("aria-label", labels.closeLabel || "Close");
    var first = make("span");
    var last = make("span");
    first.tabIndex = last.tabIndex = 0;
    box.append(frame.box);
    overlay.append(first, close, box, last);
    document.body.append(overlay);

    var dialog = { frame: frame, paint: paintClose, onClose: null, isOpen: false };
    // Shift+Tab from the button enters the frame at its end.
    first.addEventListener("focus", function () {
      frame.iframe.focus();
      frame.post({ type: "focus", edge: "last" });
    });
    last.addEventListener("focus", function () {
      close.focus();
    });
    var saved;
    var returnTo;
    function onKey(e) {
      if (e.key === "Escape") dialog.hide();
    }
    dialog.show = function (hostOptions) {
      frame.attach(box, hostOptions);
      paintClose();
      returnTo = document.activeElement;
      var root = document.documentElement;
      saved = [root.style.overflow, scrollX, scrollY];
      root.style.overflow = "hidden";
      overlay.style.visibility = "visible";
      document.addEventListener("keydown", onKey);
      dialog.isOpen = true;
      close.focus();
    };
    dialog.hide = function () {
      if (!dialog.isOpen) return;
      dialog.isOpen = false;
      document.removeEventListener("keydown", onKey);
      frame.destroy();
      overlay.remove();
      document.documentElement.style.overflow = saved[0];
      scrollTo(saved[1], saved[2]);
      if (returnTo && returnTo.focus) returnTo.focus();
      if (dialog.onClose) dialog.onClose();
    };
    frame.onCloseRequested = dialog.hide;
    close.addEventListener("click", dialog.hide);
    overlay.addEventListener("click", function (e) {
      if (e.target === overlay) dialog.hide();
    });
    dialog.destroy = function () {
      dialog.hide();
      frame.destroy();
      overlay.remove();
    };
    return dialog;
  }

  function popup(options) {
    var current = null;
    var trigger = options.trigger ? resolveTarget(options.trigger) : null;
    function open(event) {
      if (event && event.preventDefault) event.preventDefault();
      if (current) return;
      var preloaded = warm[options.link];
      delete warm[options.link];
      current = preloaded || createDialog(options);
      current.onClose = function () {
        current = null;
      };
      current.show(options);
      if (preloaded && (options.theme || options.brandColor))
        current.frame.update({ theme: options.theme, brandColor: options.brandColor });
    }
    if (trigger) trigger.addEventListener("click", open);
    return {
      open: open,
      close: function () {
        if (current) current.hide();
      },
      update: function (changes) {
        Object.assign(options, changes);
        if (current) {
          current.frame.update(changes);
          current.paint();
        }
      },
      destroy: function () {
        if (current) current.destroy();
        if (trigger) trigger.removeEventListener("click", open);
      },
    };
  }

  // Loads a popup's frame hidden, so opening it shows the times at once.
  function preload(options) {
    if (!warm[options.link]) warm[options.link] = createDialog(Object.assign({}, options));
  }

  function fetchDefaults(link, then) {
    fetch(appOrigin + "/api/booking-links/" + encodeURIComponent(link) + "/embed", { credentials: "omit" })
      .then(function (response) {
        return response.ok ? response.json() : {};
      })
      .catch(function () {
        return {};
      })
      .then(function (defaults) {
        linkDefaults[link] = defaults;
        then(defaults);
      });
  }

  function floatingButton(options) {
    var button = make(
      "button",
      "position:fixed;right:20px;bottom:20px;z-index:2147482000;padding:14px 20px;border:0;border-radius:999px;font:600 16px system-ui,sans-serif;cursor:pointer;box-shadow:0 6px 20px rgba(0,0,0,.25);visibility:hidden",
    );
    button.type = "button";
    document.body.append(button);
    // The owner's text and colour win, then the link's; shown once known.
    function paint(defaults) {
      var color = hexColor(options.brandColor) || hexColor(defaults.brandColor) || "#0f766e";
      button.textContent = options.text || defaults.buttonText || "Book a meeting";
      button.style.background = color;
      button.style.color = textOn(color);
      button.style.visibility = "visible";
    }
    if (options.text && options.brandColor) paint({});
    else fetchDefaults(options.link, paint);
    var embed = popup(Object.assign({}, options, { trigger: button }));
    var destroy = embed.destroy;
    embed.destroy = function () {
      destroy();
      button.remove();
    };
    return embed;
  }

  // <div data-scheduling-inline="<link>">, <button data-scheduling-popup="<link>">.
  function scan() {
    document.querySelectorAll("[data-scheduling-inline],[data-scheduling-popup]").forEach(function (el) {
      if (el.hasAttribute("data-scheduling-ready")) return;
      el.setAttribute("data-scheduling-ready", "");
      var link = el.getAttribute("data-scheduling-inline");
      var theme = el.getAttribute("data-theme") || undefined;
      if (link) inline({ link: link, target: el, theme: theme });
      else popup({ link: el.getAttribute("data-scheduling-popup"), trigger: el, theme: theme });
    });
  }

  window.SchedulingEmbed = { inline: inline, popup: popup, floatingButton: floatingButton, preload: preload, scan: scan };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
  else scan();
})();
