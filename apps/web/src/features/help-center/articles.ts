import { paths } from '@/config/paths';

export interface HelpArticle {
  id: string;
  title: string;
  description: string;
  author: string;
  /** A page of our own site that answers the topic. */
  url: string;
}

export const helpArticles: readonly HelpArticle[] = [
  {
    id: 'book-a-demo',
    title: 'Booking a live demo for your team',
    description:
      'Pick a date, a time slot, your time zone and a language, and we will send a calendar invitation with a meeting link.',
    author: 'Imran Chowdhury',
    url: paths.schedule.getHref(),
  },
  {
    id: 'choose-a-plan',
    title: 'Choosing the right plan',
    description:
      'Compare Basic, Premium and Unlimited, and see which one fits the size and rhythm of your organisation.',
    author: 'Farhana Rahman',
    url: paths.pricing.getHref(),
  },
  {
    id: 'licence-types',
    title: 'Regular, external and collaborator licences explained',
    description: 'Who needs which licence, and how many collaborators your account can invite as it grows.',
    author: 'Imran Chowdhury',
    url: paths.faq.getHref(),
  },
  {
    id: 'create-account',
    title: 'Creating your TopGear Perform account',
    description: 'Register in a minute with your work email, then set your role and start planning tasks and goals.',
    author: 'Arif Hossain',
    url: paths.signUp.getHref(),
  },
  {
    id: 'sign-in',
    title: 'Signing in and finding your dashboard',
    description: 'Sign in with your email and password and go straight to your tasks, goals, days off and news feed.',
    author: 'Arif Hossain',
    url: paths.login.getHref(),
  },
  {
    id: 'employee-data',
    title: 'How we protect your employee data',
    description:
      'What personal information we keep, who can see it, and how to request a copy or deletion of your data.',
    author: 'Tanvir Ahmed',
    url: paths.privacyPolicy.getHref(),
  },
  {
    id: 'billing-and-refunds',
    title: 'Billing, refunds and cancellations',
    description:
      'How payments work, how to request a refund within 30 days of purchase, and what happens when you cancel.',
    author: 'Farhana Rahman',
    url: paths.terms.getHref(),
  },
  {
    id: 'contact-support',
    title: 'Getting in touch with our support team',
    description: 'Send us a message, call our Dhaka office or email us: a real person will get back to you.',
    author: 'Imran Chowdhury',
    url: paths.contact.getHref(),
  },
  {
    id: 'free-ebooks',
    title: 'Free e-books on goals and performance reviews',
    description: 'Practical guides for managers and HR teams, free to read as PDFs and to share with your colleagues.',
    author: 'Nusrat Jahan',
    url: paths.ebook.getHref(),
  },
  {
    id: 'free-courses',
    title: 'Learning with our free courses',
    description: 'Short courses on running one-to-ones, setting measurable goals and giving feedback that lands.',
    author: 'Nusrat Jahan',
    url: paths.course.getHref(),
  },
  {
    id: 'blog',
    title: 'Ideas for better team meetings from our blog',
    description: 'Stories and tips from HR leaders and managers who use TopGear Perform every day.',
    author: 'Sadia Islam',
    url: paths.blogs.getHref(),
  },
  {
    id: 'customer-reviews',
    title: 'Reading what our customers say',
    description: 'Honest reviews from teams who moved their goals, reviews and days off to TopGear Perform.',
    author: 'Sadia Islam',
    url: paths.caseStudy.getHref(),
  },
];
