import Play from 'lucide-react/icons/play';
import Smartphone from 'lucide-react/icons/smartphone';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { socialNetworks } from '@/components/brand/social-icons';
import { publicNavGroups } from '@/config/navigation';

const storeLinks = [
  { store: 'App Store', caption: 'Download on the', href: 'https://apps.apple.com/', Icon: Smartphone },
  { store: 'Google Play', caption: 'Get it on', href: 'https://play.google.com/store/apps', Icon: Play },
] as const;

export function Footer() {
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="space-y-4">
          <Logo light />
          <p className="max-w-xs text-sm leading-relaxed text-brand-200">
            Tasks, goals, reviews and recognition in one place, so every team knows what matters and how it is going.
          </p>
          <ul aria-label="Get the app" className="flex flex-wrap gap-3">
            {storeLinks.map(({ store, caption, href, Icon }) => (
              <li key={store}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer"
                  className="flex items-center gap-2 rounded-lg border border-brand-400 px-3 py-1.5 hover:bg-brand-800"
                >
                  <Icon aria-hidden="true" className="size-5" />
                  <span className="flex flex-col leading-tight">
                    <span className="text-[10px] uppercase tracking-wide">{caption}</span>
                    <span className="text-sm font-semibold text-white">{store}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {publicNavGroups.map((group) => (
          <nav key={group.label} aria-label={`${group.label} pages`}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{group.label}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-brand-200 hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row">
          <p className="text-xs text-brand-300">© {new Date().getFullYear()} TopGear Perform. All rights reserved.</p>
          <ul aria-label="Follow us" className="flex gap-3">
            {Object.entries(socialNetworks).map(([network, { href, Icon }]) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`TopGear Perform on ${network}`}
                  className="flex size-9 items-center justify-center rounded-full border border-brand-700 hover:bg-brand-800 hover:text-white"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
