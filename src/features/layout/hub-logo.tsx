/** The hub's mark: a hexagon with an opening bracket, drawn inline so it costs no request. */
export function HubLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2l12 7v14l-12 7-12-7V9z" fill="#f5a524" />
      <path
        d="M13 11l-5 5 5 5M19 11l5 5-5 5"
        fill="none"
        stroke="#05274C"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
