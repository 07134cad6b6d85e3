import { useId } from 'react';

interface AppIconProps {
  size: number;
  /** What a screen reader says; without one the icon is decoration, hidden from it. */
  label?: string;
}

/**
 * The app's icon, public/icons/icon.svg drawn inline (keep the two the same drawing). An <img> of
 * the file is a request and, per fetch, a whole SVG document the browser builds on the main thread:
 * the splash, the loader and the header made four of them on a first visit to Home (decision 0024).
 */
export function AppIcon({ size, label }: AppIconProps) {
  // Unique per copy: two icons on one page must not share a gradient id.
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 512 512"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#845ef7" />
          <stop offset="1" stopColor="#6741d9" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="112" fill={`url(#${gradient})`} />
      <path d="M268 206V100" stroke="#ffffff" strokeWidth="14" strokeLinecap="round" />
      <path d="M275 100h84l-22 29 22 29h-84z" fill="#ffd43b" />
      <path d="M64 400 176 262l44 52 48-102 180 188z" fill="#ffffff" />
      <path d="M268 212l180 188H316l-26-92z" fill="#d0bfff" />
      <path d="M176 262l44 52-14 30-18-30z" fill="#d0bfff" />
    </svg>
  );
}
