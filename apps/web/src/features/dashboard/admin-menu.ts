import Award from 'lucide-react/icons/award';
import BookOpen from 'lucide-react/icons/book-open';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarSync from 'lucide-react/icons/calendar-sync';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import ContactRound from 'lucide-react/icons/contact-round';
import Gem from 'lucide-react/icons/gem';
import Goal from 'lucide-react/icons/goal';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import KeyRound from 'lucide-react/icons/key-round';
import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import MessagesSquare from 'lucide-react/icons/messages-square';
import ScrollText from 'lucide-react/icons/scroll-text';
import SquarePen from 'lucide-react/icons/square-pen';
import Building2 from 'lucide-react/icons/building-2';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import UserCog from 'lucide-react/icons/user-cog';
import UserPlus from 'lucide-react/icons/user-plus';
import { paths } from '@/config/paths';
import { entriesFor, type MenuEntry, type MenuRoles } from './menu';

/** The screens that run the company (SPEC's admin menu, with the console's own additions). */
export const adminMenuEntries: readonly MenuEntry[] = [
  {
    title: 'Employees All Vacation',
    description: "Everyone's days off: approve, reject, add feedback, and who is out this month.",
    to: paths.dashboard.employeesVacation.getHref(),
    Icon: CalendarDays,
    audience: 'leads',
  },
  {
    title: 'Employees All Goal',
    description: "Everyone's goals with their progress, and feedback for their owners.",
    to: paths.dashboard.employeesGoal.getHref(),
    Icon: Goal,
    audience: 'managers',
  },
  {
    title: 'Customer Reviews',
    description: 'Read the reviews customers left and remove the ones that do not belong.',
    to: paths.dashboard.reviews.getHref(),
    Icon: MessageSquareQuote,
    audience: 'managers',
  },
  {
    title: 'Chat Request',
    description: 'Answer the people who wrote to support, newest first.',
    to: paths.dashboard.chatRequest.getHref(),
    Icon: MessagesSquare,
    audience: 'managers',
  },
  {
    title: 'Manage User',
    description: 'Make admins and managers, sign people out, deactivate or delete accounts.',
    to: paths.dashboard.manageUsers.getHref(),
    Icon: UserCog,
    audience: 'admins',
  },
  {
    title: 'Departments and teams',
    description: 'Create, rename, merge and delete departments and teams, and give each a head.',
    to: paths.dashboard.departments.getHref(),
    Icon: Building2,
    audience: 'admins',
  },
  {
    title: 'Import people',
    description: 'Bring people in from a CSV file with a preview of every row, or export everyone.',
    to: paths.dashboard.peopleImport.getHref(),
    Icon: FileSpreadsheet,
    audience: 'admins',
  },
  {
    title: 'Review templates',
    description: 'Write what performance reviews ask: a rating scale, and sections of questions.',
    to: paths.dashboard.reviewTemplates.getHref(),
    Icon: ClipboardList,
    audience: 'admins',
  },
  {
    title: 'Review cycles',
    description: 'Run a round of reviews: set it up, launch it, and see which phase it is in and what comes next.',
    to: paths.dashboard.reviewCycles.getHref(),
    Icon: CalendarSync,
    audience: 'admins',
  },
  {
    title: 'Company values',
    description: 'Name what the company asks of everyone, each with an icon, in your order; retire old ones.',
    to: paths.dashboard.companyValues.getHref(),
    Icon: Gem,
    audience: 'admins',
  },
  {
    title: 'Recognition',
    description: 'See how much praise people give, month by month, by value or by department.',
    to: paths.dashboard.recognition.getHref(),
    Icon: Award,
    audience: 'admins',
  },
  {
    title: 'Sign-in settings',
    description: 'Choose who may sign up, and invite people by email.',
    to: paths.dashboard.signInSettings.getHref(),
    Icon: UserPlus,
    audience: 'admins',
  },
  {
    title: 'Single Sign-On',
    description: "Sign people in with the company's identity provider, and who may still use a password.",
    to: paths.dashboard.singleSignOn.getHref(),
    Icon: KeyRound,
    audience: 'admins',
  },
  {
    title: 'Manage Book',
    description: 'Publish free books and remove old ones.',
    to: paths.dashboard.manageBook.getHref(),
    Icon: BookOpen,
    audience: 'admins',
  },
  {
    title: 'Manage Blogs',
    description: 'Share blogs on the public site and remove them.',
    to: paths.dashboard.manageBlogs.getHref(),
    Icon: SquarePen,
    audience: 'admins',
  },
  {
    title: 'Manage Demo Details',
    description: 'Everyone who booked a demo; cancel one and the booker is told.',
    to: paths.dashboard.demoDetails.getHref(),
    Icon: CalendarClock,
    audience: 'admins',
  },
  {
    title: 'Add-Course',
    description: 'Add a free course to the public list.',
    to: paths.dashboard.addCourse.getHref(),
    Icon: GraduationCap,
    audience: 'admins',
  },
  {
    title: 'Emergency Contacts',
    description: "Every person's emergency contacts in one table.",
    to: paths.dashboard.manageUsersEmergencyContact.getHref(),
    Icon: ContactRound,
    audience: 'admins',
  },
  {
    title: 'Audit Log',
    description: 'Who changed what, and when, across the console.',
    to: paths.dashboard.auditLog.getHref(),
    Icon: ScrollText,
    audience: 'admins',
  },
];

/** Admin Activity's menu: every screen these roles may open. */
export const adminMenuFor = (roles: MenuRoles) => entriesFor(adminMenuEntries, roles);

const managerEntries = adminMenuEntries.filter((entry) => entry.audience === 'managers' || entry.audience === 'leads');

/**
 * Manager Activity's menu: the screens for managers (administrators see them there too); someone
 * with reports but without the role sees the ones open to them.
 */
export const managerMenuFor = (roles: MenuRoles) => entriesFor(managerEntries, roles);
