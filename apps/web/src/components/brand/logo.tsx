/** The TopGear Perform mark and word mark; decorative when `withText` labels it. */
export function Logo({ withText = true, light = false }: { withText?: boolean; light?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-8 shrink-0">
        <rect width="64" height="64" rx="14" fill={light ? '#ffffff' : '#0f3d5e'} />
        <path d="M14 22h36v8H36v22h-8V30H14z" fill={light ? '#0f3d5e' : '#ffffff'} />
        <circle cx="47" cy="45" r="6" fill="#f59e0b" />
      </svg>
      {withText && (
        <span className={`text-lg font-bold tracking-tight ${light ? 'text-white' : 'text-brand-900'}`}>
          TopGear <span className={light ? 'text-accent-500' : 'text-accent-700'}>Perform</span>
        </span>
      )}
    </span>
  );
}
