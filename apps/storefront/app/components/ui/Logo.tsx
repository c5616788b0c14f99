/** The Toonbank word mark: a shop counter ('toonbank') with a paw, and the name. Decorative; the link around it carries the name. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
        <rect x="1" y="1" width="46" height="46" rx="12" fill="var(--color-primary)" />
        <path d="M8 33h32v4a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2v-4Z" fill="var(--color-accent)" />
        <g fill="#fff">
          <ellipse cx="24" cy="24" rx="6" ry="5" />
          <circle cx="15.8" cy="17.6" r="2.7" />
          <circle cx="20.4" cy="12.3" r="2.7" />
          <circle cx="27.6" cy="12.3" r="2.7" />
          <circle cx="32.2" cy="17.6" r="2.7" />
        </g>
      </svg>
      <span className="logo__text">
        Toon<span className="logo__text-accent">bank</span>
      </span>
    </span>
  );
}
