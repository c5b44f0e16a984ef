import { socialNetworks } from '@/components/brand/social-icons';
import { type TeamMember, teamMembers } from '../team-members';

type HeadingLevel = 2 | 3;

function SocialLinks({ member }: { member: TeamMember }) {
  return (
    <div className="mt-5 flex justify-center gap-2">
      {member.socialNetworks.map((network) => {
        const { href, Icon } = socialNetworks[network];
        return (
          <a
            key={network}
            href={href}
            target="_blank"
            rel="noreferrer"
            aria-label={`${member.name} on ${network}`}
            className="flex size-9 items-center justify-center rounded-full border border-brand-200 text-brand-700 hover:bg-brand-50 hover:text-brand-900"
          >
            <Icon />
          </a>
        );
      })}
    </div>
  );
}

function ProfileCard({ member, headingLevel }: { member: TeamMember; headingLevel: HeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <img
        src={member.avatar}
        alt={`Portrait of ${member.name}`}
        width={128}
        height={128}
        loading="lazy"
        className="size-32 rounded-full bg-brand-100 object-cover ring-4 ring-brand-50"
      />
      <Heading className="mt-5 text-lg font-bold text-brand-900">{member.name}</Heading>
      <p className="text-sm font-semibold text-brand-600">{member.jobTitle}</p>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600">{member.bio}</p>
      <SocialLinks member={member} />
    </article>
  );
}

/**
 * The team's profile cards. `headingLevel` lets a page that introduces the grid under its own h2
 * (About us) keep a correct heading outline.
 */
export function TeamGrid({ headingLevel = 2 }: { headingLevel?: HeadingLevel }) {
  return (
    <ul aria-label="Team members" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {teamMembers.map((member) => (
        <li key={member.name}>
          <ProfileCard member={member} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
