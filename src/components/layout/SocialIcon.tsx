/** Brand marks drawn for the site (icon sets no longer ship trademarked logos). */
export function SocialIcon({ network }: { network: string }) {
  const common = { width: 20, height: 20, viewBox: "0 0 24 24", "aria-hidden": true, focusable: "false" } as const;
  if (network === "facebook") {
    return (
      <svg {...common} fill="currentColor">
        <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.6V21h2.9Z" />
      </svg>
    );
  }
  if (network === "instagram") {
    return (
      <svg {...common} fill="none" stroke="currentColor" strokeWidth="1.8">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.3" cy="6.7" r="0.9" fill="currentColor" stroke="none" />
      </svg>
    );
  }
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="8.5" />
    </svg>
  );
}
