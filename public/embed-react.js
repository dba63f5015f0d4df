// A React component around embed.js, for React sites: import it through your
// bundler (save it in your project, or install it from this address) like any
// component; it imports "react" itself. Props and events are typed in
// embed-react.d.ts beside it.
//
//   <SchedulingEmbed src="https://YOUR-APP/embed.js" link="bl_demo_intro" theme="dark" onEvent={(e) => track(e)} />
//   <SchedulingEmbed src="…" link="bl_demo_intro" mode="popup">Book a call</SchedulingEmbed>
//
// A new theme or brand colour is applied without reloading the frame; a new
// src, link or mode makes a new embed.
import { createElement, useEffect, useRef } from "react";

const loading = {};

/** embed.js, once per page, whichever component asks first. */
function loadEmbedScript(src) {
  if (window.SchedulingEmbed) return Promise.resolve(window.SchedulingEmbed);
  loading[src] ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve(window.SchedulingEmbed);
    script.onerror = () => {
      delete loading[src];
      reject(new Error(`SchedulingEmbed: could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  return loading[src];
}

function optionsOf(props) {
  const { link, theme, brandColor, hideDetails, transparent, prefill, title, text, forwardQueryParams } = props;
  return { link, theme, brandColor, hideDetails, transparent, prefill, title, text, forwardQueryParams };
}

export function SchedulingEmbed(props) {
  const { src, link, mode = "inline", theme, brandColor, instanceRef, className, style, children } = props;
  const element = useRef(null);
  const instance = useRef(null);
  // The latest props, so a new onEvent or prefill does not rebuild the embed.
  const latest = useRef(props);
  latest.current = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address, link or mode makes a new embed; the rest is read from `latest` or updated below.
  useEffect(() => {
    let cancelled = false;
    loadEmbedScript(src).then((api) => {
      if (cancelled) return;
      const options = { ...optionsOf(latest.current), onEvent: (event) => latest.current.onEvent?.(event) };
      if (mode === "popup") instance.current = api.popup({ ...options, trigger: element.current });
      else if (mode === "floating-button") instance.current = api.floatingButton(options);
      else instance.current = api.inline({ ...options, target: element.current });
      if (instanceRef) instanceRef.current = instance.current;
    });
    return () => {
      cancelled = true;
      instance.current?.destroy();
      instance.current = null;
      if (instanceRef) instanceRef.current = null;
    };
  }, [src, link, mode]);

  useEffect(() => {
    instance.current?.update({ theme, brandColor });
  }, [theme, brandColor]);

  if (mode === "floating-button") return null;
  if (mode === "popup") return createElement("button", { ref: element, type: "button", className, style }, children);
  return createElement("div", { ref: element, className, style });
}
