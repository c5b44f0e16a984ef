import type { LucideIcon } from 'lucide-react';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import MessageSquareHeart from 'lucide-react/icons/message-square-heart';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Target from 'lucide-react/icons/target';
import { PageHeader } from '@/components/ui/page-header';
import { ContactSection } from '@/features/contact/components/contact-section';
import { contactForm } from '@/app/islands/forms';
import { TeamGrid } from '@/features/team/components/team-grid';
import { page } from '@/app/page';

const values: ReadonlyArray<{ title: string; text: string; Icon: LucideIcon }> = [
  {
    title: 'Clear goals',
    text: 'Everyone should know what matters this quarter and how their work moves it forward.',
    Icon: Target,
  },
  {
    title: 'Feedback that lands',
    text: 'Reviews, 1:1s and peer awards work best when they are regular, specific and kind.',
    Icon: MessageSquareHeart,
  },
  {
    title: 'Privacy by default',
    text: 'Your people trust you with their data. Each person sees their own records; only the admins and managers you choose see more.',
    Icon: ShieldCheck,
  },
  {
    title: 'People first',
    text: 'Software should give managers time back for conversations, not add another form to fill in.',
    Icon: HeartHandshake,
  },
];

const facts = [
  { figure: '4', label: 'areas in one dashboard: tasks, goals, performance and engagement' },
  { figure: '24/7', label: 'support for every plan' },
  { figure: '3', label: 'demo languages: English, Spanish and Brazilian Portuguese' },
  { figure: '6', label: 'people in our team in Dhaka' },
] as const;

function OurStory() {
  return (
    <section aria-labelledby="our-story" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="our-story" className="text-2xl font-bold text-brand-900 md:text-3xl">
            Our story
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-slate-600">
            <p>
              TopGear Perform began in Dhaka with a simple frustration: the people teams we worked with kept their goals
              in one spreadsheet, their days off in another, and their reviews in documents nobody opened twice a year.
            </p>
            <p>
              So we built one place for all of it. Employees plan their tasks, set goals and record their days off;
              managers give feedback while it still matters; HR sees the whole picture without chasing anyone. Today we
              help growing companies turn performance management from a yearly ritual into a habit.
            </p>
          </div>
        </div>
        <ul aria-label="At a glance" className="grid grid-cols-2 gap-4">
          {facts.map(({ figure, label }) => (
            <li key={figure} className="rounded-2xl bg-brand-50 p-5 text-sm text-slate-600">
              <span className="block text-3xl font-extrabold text-brand-800">{figure}</span> {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function OurValues() {
  return (
    <section aria-labelledby="our-values" className="bg-brand-900 text-brand-100">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <h2 id="our-values" className="text-center text-2xl font-bold text-white md:text-3xl">
          What we believe
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl bg-brand-800 p-6">
              <Icon aria-hidden="true" className="size-8 text-accent-400" />
              <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-brand-200">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function OurTeam() {
  return (
    <section aria-labelledby="our-team" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <h2 id="our-team" className="mb-10 text-center text-2xl font-bold text-brand-900 md:text-3xl">
        Our Team Members
      </h2>
      <TeamGrid headingLevel={3} />
    </section>
  );
}

function Component() {
  return (
    <>
      <PageHeader eyebrow="About us" title="About TopGear Perform">
        <p className="max-w-2xl text-lg text-slate-600">
          We help companies set clear goals, give honest feedback and recognise good work, so every person knows what
          matters and how it is going.
        </p>
      </PageHeader>
      <OurStory />
      <OurValues />
      <OurTeam />
      <ContactSection
        headingLevel={2}
        title="Get In Touch With Us"
        intro="Want to know more about us, join the team or see the product? Send us a message."
        form={<contactForm.InPage />}
      />
    </>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'About us · TopGear Perform',
    description:
      'Why we built TopGear Perform in Dhaka, what we believe about goals and feedback, and the team behind it. Get in touch with us.',
  },
  Component,
});
