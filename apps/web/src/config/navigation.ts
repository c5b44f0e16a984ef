import { paths } from './paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  links: readonly NavLinkItem[];
}

/** The public site's pages, grouped the way the top navigation and the footer show them. */
export const publicNavGroups: readonly NavGroup[] = [
  {
    label: 'Product',
    links: [
      { label: 'Pricing', to: paths.pricing.getHref() },
      { label: 'Schedule demo', to: paths.schedule.getHref() },
      { label: 'Customer reviews', to: paths.caseStudy.getHref() },
      { label: 'Praise', to: paths.praise.getHref() },
    ],
  },
  {
    label: 'Resources',
    links: [
      { label: 'Blogs', to: paths.blogs.getHref() },
      { label: 'Ebooks', to: paths.ebook.getHref() },
      { label: 'Free courses', to: paths.course.getHref() },
      { label: 'Help center', to: paths.helpCenter.getHref() },
      { label: 'FAQ', to: paths.faq.getHref() },
    ],
  },
  {
    label: 'Company',
    links: [
      { label: 'About us', to: paths.aboutUs.getHref() },
      { label: 'Our team', to: paths.team.getHref() },
      { label: 'Team members', to: paths.teamMembers.getHref() },
      { label: 'Contact', to: paths.contact.getHref() },
      { label: 'Terms and conditions', to: paths.terms.getHref() },
      { label: 'Privacy policy', to: paths.privacyPolicy.getHref() },
    ],
  },
];

/** Shown to signed-in users only. */
export const dashboardNavGroup: NavGroup = {
  label: 'Dashboard',
  links: [
    { label: 'Dashboard home', to: paths.dashboard.home.getHref() },
    { label: 'Task center', to: paths.dashboard.task.getHref() },
    { label: 'Chat', to: paths.dashboard.chat.getHref() },
    { label: 'Create goal', to: paths.dashboard.addGoal.getHref() },
    { label: 'All employees', to: paths.dashboard.employee.getHref() },
    { label: 'Reviews', to: paths.dashboard.reviews.getHref() },
    { label: 'Courses', to: paths.dashboard.course.getHref() },
  ],
};
