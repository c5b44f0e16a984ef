const partners = [
  { slug: 'northwind', name: 'Northwind' },
  { slug: 'lumen-labs', name: 'Lumen Labs' },
  { slug: 'brightpath', name: 'Brightpath' },
  { slug: 'quantix', name: 'Quantix' },
  { slug: 'harbor-health', name: 'Harbor Health' },
  { slug: 'evergreen', name: 'Evergreen' },
] as const;

export function Partners() {
  return (
    <section aria-labelledby="partners" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="partners" className="text-center text-sm font-semibold uppercase tracking-wide text-slate-500">
          Trusted by growing teams
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center gap-6 sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li key={partner.slug} className="flex justify-center">
              <img
                src={`/media/partners/${partner.slug}.svg`}
                alt={partner.name}
                width={240}
                height={80}
                loading="lazy"
                className="h-12 w-auto"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
