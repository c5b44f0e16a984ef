import { HelpSearchIsland } from '@/app/islands/help-search-island';
import { Island } from '@/app/islands/island';
import { page } from '@/app/page';

function Component() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <header className="mb-8 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-5xl">How can we help you?</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Search our guides on demos, plans, licences, billing and your account.
          </p>
        </header>
        <Island name="helpSearch" starts="touched">
          <HelpSearchIsland />
        </Island>
      </div>
    </div>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'Help Center · TopGear Perform',
    description:
      'Guides and answers for TopGear Perform: booking a demo, plans and licences, billing, your account and how we protect your data.',
  },
  Component,
});
