import type { SVGProps } from 'react';

/** Simple outline marks for the social networks the footer links to. */
const iconProps: SVGProps<SVGSVGElement> = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  className: 'size-5',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

export const FacebookIcon = () => (
  <svg {...iconProps}>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
  </svg>
);

export const LinkedInIcon = () => (
  <svg {...iconProps}>
    <rect x="3" y="9" width="4" height="12" />
    <circle cx="5" cy="4.5" r="1.5" />
    <path d="M11 21V9h4v1.8A3.6 3.6 0 0 1 18 9c2.2 0 3 1.6 3 4v8h-4v-7c0-1-.5-1.7-1.5-1.7S15 13 15 14v7z" />
  </svg>
);

export const XIcon = () => (
  <svg {...iconProps}>
    <path d="M4 4l16 16M20 4L4 20" />
  </svg>
);

export const InstagramIcon = () => (
  <svg {...iconProps}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </svg>
);

export const YouTubeIcon = () => (
  <svg {...iconProps}>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="M10 9l5 3-5 3z" fill="currentColor" />
  </svg>
);

/** The networks we are on, in the order the footer lists them, with their home pages and marks. */
export const socialNetworks = {
  Facebook: { href: 'https://www.facebook.com/', Icon: FacebookIcon },
  LinkedIn: { href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
  X: { href: 'https://x.com/', Icon: XIcon },
  Instagram: { href: 'https://www.instagram.com/', Icon: InstagramIcon },
  YouTube: { href: 'https://www.youtube.com/', Icon: YouTubeIcon },
} as const;
export type SocialNetwork = keyof typeof socialNetworks;
