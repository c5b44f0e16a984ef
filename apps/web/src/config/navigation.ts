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
      { label: 'Pricing', to: paths.pricing },
      { label: 'Schedule demo', to: paths.schedule },
      { label: 'Customer reviews', to: paths.caseStudy },
      { label: 'Praise', to: paths.praise },
    ],
  },
  {
    label: 'Resources',
    links: [
      { label: 'Blogs', to: paths.blogs },
      { label: 'Ebooks', to: paths.ebook },
      { label: 'Free courses', to: paths.course },
      { label: 'Help center', to: paths.helpCenter },
      { label: 'FAQ', to: paths.faq },
    ],
  },
  {
    label: 'Company',
    links: [
      { label: 'About us', to: paths.aboutUs },
      { label: 'Our team', to: paths.team },
      { label: 'Team members', to: paths.teamMembers },
      { label: 'Contact', to: paths.contact },
      { label: 'Terms and conditions', to: paths.terms },
      { label: 'Privacy policy', to: paths.privacyPolicy },
    ],
  },
];

/** Shown to signed-in users only. */
export const dashboardNavGroup: NavGroup = {
  label: 'Dashboard',
  links: [
    { label: 'Dashboard home', to: paths.dashboard.home },
    { label: 'Task center', to: paths.dashboard.task },
    { label: 'Chat', to: paths.dashboard.chat },
    { label: 'Create goal', to: paths.dashboard.addGoal },
    { label: 'All employees', to: paths.dashboard.employee },
    { label: 'Reviews', to: paths.dashboard.reviews },
    { label: 'Courses', to: paths.dashboard.course },
  ],
};
