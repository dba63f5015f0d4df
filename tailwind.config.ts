import type { Config } from "tailwindcss";

// Loaded by app/globals.css through @config (Tailwind 4 reads no config file on its own).
export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: { extend: {} },
} satisfies Config;
