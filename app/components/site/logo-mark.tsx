/** The group's mark (the favicon's drawing): a sun rising over an open book. Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#0b6b64" />
      <circle cx="32" cy="26" r="11" fill="#f5b335" />
      <path d="M9 37c8.5-3 16-2 23 3 7-5 14.5-6 23-3v15c-8.5-3-16-2-23 3-7-5-14.5-6-23-3z" fill="#fffbf5" />
      <path d="M32 40.5v14" stroke="#0b6b64" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
