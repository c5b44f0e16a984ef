import { BlogTeaser } from '@/features/home/components/blog-teaser';
import { CallToAction } from '@/features/home/components/call-to-action';
import { CountdownSection } from '@/features/home/components/countdown-section';
import { FeatureCards } from '@/features/home/components/feature-cards';
import { FeatureSections } from '@/features/home/components/feature-sections';
import { Hero } from '@/features/home/components/hero';
import { NewsletterSection } from '@/features/home/components/newsletter-section';
import { Partners } from '@/features/home/components/partners';

export function Component() {
  return (
    <>
      <title>TopGear Perform · Performance and HR management for growing teams</title>
      <meta
        name="description"
        content="TopGear Perform brings tasks, OKR-style goals, reviews, days off and team news together in one place."
      />
      <Hero />
      <FeatureCards />
      <FeatureSections />
      <BlogTeaser />
      <Partners />
      <CountdownSection />
      <NewsletterSection />
      <CallToAction />
    </>
  );
}
