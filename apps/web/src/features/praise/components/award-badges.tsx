import bestSupport from '@/assets/awards/best-support.svg';
import easiestSetup from '@/assets/awards/easiest-setup.svg';
import topRated from '@/assets/awards/top-rated-2025.svg';
import usersLoveUs from '@/assets/awards/users-love-us.svg';

const badges = [
  { src: topRated, label: 'Top Rated 2025' },
  { src: usersLoveUs, label: 'Users Love Us' },
  { src: bestSupport, label: 'Best Support' },
  { src: easiestSetup, label: 'Easiest Setup' },
] as const;

export function AwardBadges() {
  return (
    <section aria-labelledby="award-badges" className="bg-brand-50">
      <div className="mx-auto max-w-5xl px-4 py-14 text-center">
        <h2 id="award-badges" className="text-2xl font-bold text-brand-900">
          Recognised by the teams who use it
        </h2>
        <ul className="mt-8 flex flex-wrap justify-center gap-8">
          {badges.map(({ src, label }) => (
            <li key={label}>
              <img src={src} alt={`Badge: ${label}`} width={128} height={128} loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
